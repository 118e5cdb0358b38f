import { makeRefusal } from '@outings/contracts';
import { refusalError } from '../errors';
import { refusalAnswers } from './common-parts';

const notFound = makeRefusal(404, 'Outing Not Found', 'This outing does not exist.');
const flaked = makeRefusal(403, 'No Rejoining', 'You flaked out!');
const notAMember = makeRefusal(403, 'Not A Member', 'Only the members of this outing can do this.');

describe('refusalAnswers', () => {
  it('describes each refusal by its status as the service sends it, several of one status joined', () => {
    expect(refusalAnswers([notFound, flaked, notAMember])).toEqual({
      404: 'Outing Not Found: This outing does not exist.',
      403: 'No Rejoining: You flaked out! Or Not A Member: Only the members of this outing can do this.',
    });
  });

  it("puts the caller's own text for a status first", () => {
    expect(refusalAnswers([notFound], { 400: 'The outing id is not valid.', 404: 'Activity Not Found.' })).toEqual({
      400: 'The outing id is not valid.',
      404: 'Activity Not Found. Or Outing Not Found: This outing does not exist.',
    });
  });

  it('matches the answer refusalError makes of the same refusal', () => {
    const error = refusalError(flaked);
    expect(error.status).toBe(403);
    expect(refusalAnswers([flaked])[403]).toBe(`${error.body.header}: ${error.body.message}`);
  });
});
