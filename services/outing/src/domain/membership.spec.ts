import { OUTING_MESSAGES } from '@outings/contracts';
import { outing, T0 } from '../../test/support/outing-builder';
import { deletionRefusal, deny, join, leave } from './membership';
import { flakedIds, invitedIds, memberIds } from './outing-state';

const later = new Date(T0.getTime() + 60_000);

describe('joining', () => {
  it('moves an invitee to the members, after those already in', () => {
    const ruling = join(outing({ members: ['ada', 'bob'], invited: ['cy', 'dan'] }), 'dan', 0);
    if (!ruling.ok) throw new Error('refused');
    expect(memberIds(ruling.value.next)).toEqual(['ada', 'bob', 'dan']);
    expect(invitedIds(ruling.value.next)).toEqual(['cy']);
    expect(ruling.value.change).toEqual({ kind: 'joined', userId: 'dan' });
  });

  it('answers a member joining again without a change', () => {
    const state = outing({ members: ['ada', 'bob'] });
    expect(join(state, 'bob', 9)).toEqual({ ok: true, value: { next: state, change: null } });
  });

  it('refuses anyone not invited, and one who flaked (no rejoining)', () => {
    expect(join(outing(), 'eve', 0)).toMatchObject({ ok: false, refusal: { status: 403 } });
    expect(join(outing({ members: ['ada', 'bob'], flaked: ['cy'] }), 'cy', 0)).toMatchObject({ ok: false, refusal: { status: 403, message: OUTING_MESSAGES.flakedOut } });
  });

  it('refuses at the pending cap', () => {
    expect(join(outing({ invited: ['bob'] }), 'bob', 5)).toMatchObject({ ok: false, refusal: { status: 406, header: OUTING_MESSAGES.tooManyOutingsHeader } });
  });

  it('refuses a completed outing', () => {
    expect(join(outing({ invited: ['bob'], completedAt: T0 }), 'bob', 0)).toMatchObject({ ok: false, refusal: { status: 409 } });
  });
});

describe('denying an invite', () => {
  it('removes the invitee', () => {
    const ruling = deny(outing({ invited: ['bob', 'cy'] }), 'bob');
    if (!ruling.ok) throw new Error('refused');
    expect(invitedIds(ruling.value.next)).toEqual(['cy']);
    expect(ruling.value.change).toEqual({ kind: 'invite-denied', userId: 'bob' });
  });

  it('is only for invitees', () => {
    expect(deny(outing({ members: ['ada', 'bob'] }), 'bob')).toMatchObject({ ok: false, refusal: { status: 403 } });
  });
});

describe('leaving', () => {
  it('makes the member a flake, dropping their completion mark', () => {
    const ruling = leave(outing({ members: ['ada', 'bob', 'cy'], marked: { bob: 4 } }), 'bob', later);
    if (!ruling.ok) throw new Error('refused');
    expect(memberIds(ruling.value.next)).toEqual(['ada', 'cy']);
    expect(flakedIds(ruling.value.next)).toEqual(['bob']);
    expect(ruling.value.next.people.find((person) => person.userId === 'bob')?.rating).toBeNull();
    expect(ruling.value.change).toEqual({ kind: 'left', userId: 'bob' });
  });

  it('completes the outing when every remaining member (2 or more) marked it already', () => {
    const photos = [{ key: 'k', uploader: 'ada' }];
    const ruling = leave(outing({ members: ['ada', 'bob', 'cy'], marked: { ada: 5, bob: 3 }, photos }), 'cy', later);
    expect(ruling.ok && ruling.value.next.completedAt).toEqual(later);
    const tooFew = leave(outing({ members: ['ada', 'cy'], marked: { ada: 5 }, photos }), 'cy', later);
    expect(tooFew.ok && tooFew.value.next.completedAt).toBeNull();
  });

  it('refuses the only member (delete instead), invitees, flakes and completed outings', () => {
    expect(leave(outing({ members: ['ada'] }), 'ada', later)).toMatchObject({ ok: false, refusal: { status: 406, header: 'Delete Instead' } });
    expect(leave(outing({ members: ['ada'], invited: ['bob'] }), 'bob', later)).toMatchObject({ ok: false, refusal: { status: 403 } });
    expect(leave(outing({ members: ['ada', 'bob'], flaked: ['cy'] }), 'cy', later)).toMatchObject({ ok: false, refusal: { status: 403 } });
    expect(leave(outing({ members: ['ada', 'bob'], completedAt: T0 }), 'bob', later)).toMatchObject({ ok: false, refusal: { status: 409, header: OUTING_MESSAGES.outingCompletedHeader } });
  });
});

describe('deleting', () => {
  it('is for the only member, invitees or flakes notwithstanding', () => {
    expect(deletionRefusal(outing({ members: ['ada'], invited: ['bob'], flaked: ['cy'] }), 'ada')).toBeNull();
  });

  it('is refused while others are members, to non-members and after completion', () => {
    expect(deletionRefusal(outing({ members: ['ada', 'bob'] }), 'ada')).toMatchObject({ status: 406 });
    expect(deletionRefusal(outing({ members: ['ada'], invited: ['bob'] }), 'bob')).toMatchObject({ status: 403 });
    expect(deletionRefusal(outing({ members: ['ada'], completedAt: T0 }), 'ada')).toMatchObject({ status: 409 });
  });
});
