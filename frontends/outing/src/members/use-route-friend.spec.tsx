import { act, render } from '@testing-library/react';
import { applySessionView, queryClient, queryKeys } from '@outings/fe-kit';
import type { ActivityView } from '@outings/contracts';
import { useEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { makeFriend, makeUser } from '../../../kit/test/fixtures';
import { mockFetch } from '../../../kit/test/mock-fetch';
import { makeActivity } from '../activities/activity-fixtures';
import { draftActivityStore } from '../outing-draft-store';
import { draftMembers, draftMembersStore } from './draft-members-store';
import { useRouteFriend } from './use-route-friend';

const seen: { state: unknown } = { state: undefined };
function RouteReader() {
  useRouteFriend();
  const { state } = useLocation();
  useEffect(() => {
    seen.state = state;
  });
  return null;
}

const renderWith = (state: unknown) =>
  render(
    <MemoryRouter initialEntries={[{ pathname: '/outing', state }]}>
      <RouteReader />
    </MemoryRouter>,
  );

/** The activity list as the outing page's section has read it. */
const holdActivities = (activities: ActivityView[]) => queryClient.setQueryData(queryKeys.activities(), activities);

describe("'Use Activity' from a post (router state)", () => {
  const kayak = makeActivity({ _id: 'a-k', name: 'Kayaking' });

  beforeEach(() => {
    mockFetch({});
    applySessionView({ user: makeUser({ _id: 'me' }), populatedFriends: [] });
    draftActivityStore.set(makeActivity({ _id: 'old' }));
    draftMembers.add(makeFriend({ _id: 'zoe' }));
  });

  it('starts a new draft with only the user and that activity once the list has loaded, then clears the state', async () => {
    renderWith({ activity: { _id: 'a-k', name: 'Kayaking', category: 'Water' } });
    expect(draftActivityStore.get()?._id).toBe('old');
    await act(async () => holdActivities([makeActivity(), kayak]));
    expect(draftActivityStore.get()).toBe(kayak);
    expect(draftMembersStore.get().others).toEqual([]);
    expect(seen.state).toBeNull();
  });

  it('leaves the new draft without an activity when it no longer exists', () => {
    holdActivities([makeActivity()]);
    renderWith({ activity: { _id: 'gone', name: 'Gone', category: 'Fun' } });
    expect(draftActivityStore.get()).toBeNull();
    expect(draftMembersStore.get().others).toEqual([]);
  });

  it('ignores a state without a usable activity', () => {
    holdActivities([kayak]);
    renderWith({ activity: { _id: 42 } });
    expect(draftActivityStore.get()?._id).toBe('old');
    expect(draftMembersStore.get().others.map((person) => person._id)).toEqual(['zoe']);
  });
});

describe("'+ Outing' from a chat (router state)", () => {
  const zoe = makeFriend({ _id: 'zoe' });
  const ann = makeFriend({ _id: 'ann' });
  const busy = makeFriend({ _id: 'bo', status: { status: 'Busy', updated: '2024-01-01T00:00:00.000Z' } });

  beforeEach(() => {
    mockFetch({});
    applySessionView({ user: makeUser({ _id: 'me' }), populatedFriends: [zoe, ann, busy] });
    draftActivityStore.set(makeActivity({ _id: 'old' }));
    draftMembers.replace([makeFriend({ _id: 'earlier' })]);
  });

  it("starts a new draft with the chat's users who can join, without the earlier activity, then clears the state", () => {
    renderWith({ members: ['zoe', 'bo', 'stranger', 'ann', 'me'] });
    expect(draftMembersStore.get().others.map((person) => person._id)).toEqual(['zoe', 'ann']);
    expect(draftActivityStore.get()).toBeNull();
    expect(seen.state).toBeNull();
  });

  it('ignores a state without a list of users', () => {
    renderWith({ members: 'zoe' });
    expect(draftMembersStore.get().others.map((person) => person._id)).toEqual(['earlier']);
    expect(draftActivityStore.get()?._id).toBe('old');
  });
});
