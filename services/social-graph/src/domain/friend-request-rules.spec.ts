import { decideFriendRequest, type PairState } from './friend-request-rules';

const strangers: PairState = { targetKnown: true, alreadyFriends: false, alreadyRequested: false, otherAsked: false };

describe('decideFriendRequest', () => {
  it('sends a request to a known stranger', () => {
    expect(decideFriendRequest('ada', 'grace', strangers)).toEqual({ kind: 'request' });
  });

  it('makes the friendship at once when the other had asked first', () => {
    expect(decideFriendRequest('ada', 'grace', { ...strangers, otherAsked: true })).toEqual({ kind: 'befriend' });
  });

  it.each([
    ['oneself', 'ada', strangers, 'self'],
    ['an unknown user', 'nobody', { ...strangers, targetKnown: false }, 'unknown-user'],
    ['a friend', 'grace', { ...strangers, alreadyFriends: true }, 'already-friends'],
    ['someone already asked', 'grace', { ...strangers, alreadyRequested: true }, 'already-requested'],
  ] as const)('refuses a request to %s', (_case, toUserId, state, refusal) => {
    expect(decideFriendRequest('ada', toUserId, state)).toEqual({ kind: 'refused', refusal });
  });

  it('refuses oneself before anything else, and a friend even when a request crossed', () => {
    expect(decideFriendRequest('ada', 'ada', { ...strangers, targetKnown: false })).toEqual({ kind: 'refused', refusal: 'self' });
    expect(decideFriendRequest('ada', 'grace', { ...strangers, alreadyFriends: true, otherAsked: true })).toEqual({
      kind: 'refused',
      refusal: 'already-friends',
    });
  });
});
