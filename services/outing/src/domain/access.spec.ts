import { outing, T0 } from '../../test/support/outing-builder';
import { inFeedOf, mayLike, mayRead, maySeePhotos } from './access';

const none = new Set<string>();

describe('who may see an outing', () => {
  const pending = outing({ members: ['ada', 'bob'], invited: ['cy'], flaked: ['dan'] });

  it('is read by its members, invitees and flakes only', () => {
    for (const user of ['ada', 'bob', 'cy', 'dan']) expect(mayRead(pending, user)).toBe(true);
    expect(mayRead(pending, 'eve')).toBe(false);
  });

  it('reaches the feed of non-flaked members and their friends once completed', () => {
    const done = { ...pending, completedAt: T0 };
    expect(inFeedOf(done, 'ada', none)).toBe(true);
    expect(inFeedOf(done, 'eve', new Set(['bob']))).toBe(true);
    expect(inFeedOf(done, 'eve', new Set(['dan']))).toBe(false);
    expect(inFeedOf(pending, 'eve', new Set(['bob']))).toBe(false);
  });

  it('shows its photos to readers, and to feed readers once completed', () => {
    expect(maySeePhotos(pending, 'cy', none)).toBe(true);
    expect(maySeePhotos(pending, 'eve', new Set(['ada']))).toBe(false);
    expect(maySeePhotos({ ...pending, completedAt: T0 }, 'eve', new Set(['ada']))).toBe(true);
  });

  it('takes likes from members and feed readers, not from invitees of a pending one', () => {
    expect(mayLike(pending, 'ada', none)).toBe(true);
    expect(mayLike(pending, 'cy', none)).toBe(false);
    expect(mayLike({ ...pending, completedAt: T0 }, 'eve', new Set(['bob']))).toBe(true);
  });
});
