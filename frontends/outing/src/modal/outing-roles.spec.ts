import { makeOuting } from '../../../kit/test/outing-list-fixtures';
import { hasMarkedComplete, hasPhotosLeft, isCompleted, mayDeletePhoto, othersRemain, roleIn } from './outing-roles';

describe('outing roles', () => {
  const outing = makeOuting({ users: ['me', 'zoe'], invited: ['ann'], flakes: ['bob'], completions: ['zoe'] });

  it('tells a member, an invitee, one who flaked and anyone else apart', () => {
    expect(roleIn(outing, 'me')).toBe('member');
    expect(roleIn(outing, 'ann')).toBe('invitee');
    expect(roleIn(outing, 'bob')).toBe('flaked');
    expect(roleIn(outing, 'eve')).toBe('outsider');
  });

  it('leaving flakes while others remain; alone, the member deletes', () => {
    expect(othersRemain(outing, 'me')).toBe(true);
    expect(othersRemain(makeOuting({ users: ['me'], invited: ['zoe'] }), 'me')).toBe(false);
  });

  it('knows who marked it and whether it is completed', () => {
    expect(hasMarkedComplete(outing, 'zoe')).toBe(true);
    expect(hasMarkedComplete(outing, 'me')).toBe(false);
    expect(isCompleted(outing)).toBe(false);
    expect(isCompleted({ ...outing, status: 'Completed' })).toBe(true);
  });

  it("lets a member delete only their own photos", () => {
    expect(mayDeletePhoto({ key: 'k', uploader: 'me' }, 'me')).toBe(true);
    expect(mayDeletePhoto({ key: 'k', uploader: 'zoe' }, 'me')).toBe(false);
  });

  it('lets a member upload up to two photos of their own, whatever the others uploaded', () => {
    const photo = (key: string, uploader: string) => ({ key, uploader });
    expect(hasPhotosLeft(makeOuting({ photos: [photo('a', 'zoe'), photo('b', 'zoe'), photo('c', 'me')] }), 'me')).toBe(true);
    expect(hasPhotosLeft(makeOuting({ photos: [photo('a', 'me'), photo('b', 'me')] }), 'me')).toBe(false);
  });
});
