import { INVITE_LINK_LIMITS } from '@outings/contracts';
import { befriendsOnSignUp, decideMint, linkProblem, type InviteLinkState } from './invite-link-rules';

const now = new Date('2026-11-29T10:00:00Z');
const link = (overrides: Partial<InviteLinkState> = {}): InviteLinkState => ({
  userId: 'ada',
  token: 't'.repeat(43),
  expiresAt: new Date('2026-12-01T00:00:00Z'),
  signUps: 0,
  mintedDay: '2026-11-29',
  mintedCount: 1,
  ...overrides,
});

describe('decideMint', () => {
  it('makes a first link that works for the lifetime, counted for today', () => {
    expect(decideMint(undefined, now)).toEqual({
      kind: 'mint',
      expiresAt: new Date(now.getTime() + INVITE_LINK_LIMITS.lifetimeDays * 86_400_000),
      mintedDay: '2026-11-29',
      mintedCount: 1,
    });
  });

  it("refuses once the day's allowance is made, turned-off links included, and counts afresh the next day", () => {
    const spent = link({ token: null, mintedCount: INVITE_LINK_LIMITS.newLinksPerDay });
    expect(decideMint(spent, now)).toEqual({ kind: 'refused', refusal: 'too-many-links' });
    expect(decideMint(link({ mintedCount: INVITE_LINK_LIMITS.newLinksPerDay - 1 }), now)).toMatchObject({ kind: 'mint', mintedCount: INVITE_LINK_LIMITS.newLinksPerDay });
    expect(decideMint(spent, new Date('2026-11-30T00:00:01Z'))).toMatchObject({ kind: 'mint', mintedDay: '2026-11-30', mintedCount: 1 });
  });
});

describe('linkProblem', () => {
  it('says why a link does not work: turned off, expired, used up', () => {
    expect(linkProblem(link(), now)).toBeNull();
    expect(linkProblem(link({ token: null, expiresAt: null }), now)).toBe('off');
    expect(linkProblem(link({ expiresAt: now }), now)).toBe('expired');
    expect(linkProblem(link({ signUps: INVITE_LINK_LIMITS.signUps }), now)).toBe('used-up');
    expect(linkProblem(link({ signUps: INVITE_LINK_LIMITS.signUps - 1 }), now)).toBeNull();
  });
});

describe('befriendsOnSignUp', () => {
  it('befriends a newcomer through a working link, never its owner, never through a dead one', () => {
    expect(befriendsOnSignUp(link(), 'grace', now)).toBe(true);
    expect(befriendsOnSignUp(link(), 'ada', now)).toBe(false);
    expect(befriendsOnSignUp(link({ expiresAt: new Date('2026-11-29T09:59:59Z') }), 'grace', now)).toBe(false);
  });
});
