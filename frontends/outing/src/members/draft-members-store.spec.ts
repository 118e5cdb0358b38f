import { applySessionView } from '@outings/fe-kit';
import { makeFriend, makeUser, sessionView } from '../../../kit/test/fixtures';
import { draftActivityStore, outingDraft } from '../outing-draft-store';
import { makeActivity } from '../activities/activity-fixtures';
import { draftMembers, draftMembersStore } from './draft-members-store';

const me = makeUser({ _id: 'me' });
const ann = makeFriend({ _id: 'ann', first_name: 'Ann' });
const ben = makeFriend({ _id: 'ben', first_name: 'Ben' });
const others = () => draftMembersStore.get().others.map((person) => person._id);

beforeEach(() => {
  applySessionView(sessionView(me));
  draftMembersStore.set({ ownerID: null, others: [] });
  draftActivityStore.set(null);
});

describe('draftMembers (spec §4 "Outing draft")', () => {
  it('adds people once and removes them', () => {
    draftMembers.add(ann);
    draftMembers.add(ben);
    draftMembers.add(ann);
    expect(others()).toEqual(['ann', 'ben']);
    draftMembers.remove('ann');
    expect(others()).toEqual(['ben']);
  });

  it('never stores the current user, who is always in and cannot be removed', () => {
    draftMembers.add(makeFriend({ _id: 'me' }));
    expect(others()).toEqual([]);
  });

  it("forgets another user's draft after a different sign-in", () => {
    draftMembers.add(ann);
    applySessionView(sessionView(makeUser({ _id: 'someone-else' })));
    draftMembers.add(ben);
    expect(others()).toEqual(['ben']);
  });

  it('reset empties the activity and takes the users given, keeping the current user out of the stored others', () => {
    outingDraft.setActivity(makeActivity());
    draftMembers.add(ann);
    outingDraft.reset([me, ben]);
    expect(draftActivityStore.get()).toBeNull();
    expect(others()).toEqual(['ben']);
  });
});
