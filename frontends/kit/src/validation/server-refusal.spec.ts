import { readServerRefusal } from './server-refusal';

const fields = { 'user.first_name': 'first_name', 'user.profile_picture': 'profile_picture' } as const;
const refusal = (message: string) => readServerRefusal({ header: 'Invalid Request', message }, fields);

describe('readServerRefusal', () => {
  it('puts the text of a refusal under the field its path names', () => {
    expect(refusal('user.first_name: First Name must be at most 50 characters')).toEqual({
      kind: 'field',
      error: { field: 'first_name', message: 'First Name must be at most 50 characters' },
    });
  });

  it('gives a deeper path to its nearest listed parent', () => {
    expect(refusal('user.profile_picture.zoom: Too big')).toEqual({ kind: 'field', error: { field: 'profile_picture', message: 'Too big' } });
  });

  it('shows anything else as the popup the body describes', () => {
    expect(refusal('The request could not be read.')).toEqual({ kind: 'popup', warning: { header: 'Invalid Request', message: 'The request could not be read.' } });
    expect(refusal('user.constructor: x')).toMatchObject({ kind: 'popup' });
    expect(readServerRefusal('Bad Request', fields)).toEqual({ kind: 'popup', warning: { header: 'Invalid Request', message: 'The request could not be read.' } });
  });
});
