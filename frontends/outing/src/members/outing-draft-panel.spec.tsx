import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applySessionView, closeAllOverlays, ModalHost, type Friend } from '@outings/fe-kit';
import { useEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { jsonResponse } from '../../../kit/test/fake-response';
import { makeFriend, makeUser } from '../../../kit/test/fixtures';
import { mockFetch } from '../../../kit/test/mock-fetch';
import { makeActivity } from '../activities/activity-fixtures';
import { draftActivityStore, outingDraft } from '../outing-draft-store';
import { dailyMatchesStore } from './daily-matches';
import { draftMembers, draftMembersStore } from './draft-members-store';
import { OutingDraftPanel } from './outing-draft-panel';

const status = (value: string) => ({ status: value, updated: '2024-01-01T00:00:00.000Z' });
const ME = makeUser({ _id: 'me', first_name: 'Sam' });
const zoe = makeFriend({ _id: 'zoe', first_name: 'Zoe', status: status('Ready') });
const bob = makeFriend({ _id: 'bob', first_name: 'Bob', status: status('Busy') });
const mia = { ...makeFriend({ _id: 'mia', first_name: 'Mia', last_name: 'Match' }), friend: false, requested: false };

const seen: { state: unknown } = { state: undefined };
function StateProbe() {
  const { state } = useLocation();
  useEffect(() => {
    seen.state = state;
  });
  return null;
}

/** Lets the matches' and pictures' fetches answer inside act. */
const settle = () => act(async () => new Promise((done) => setTimeout(done, 0)));

async function renderPanel(state?: unknown) {
  const result = render(
    <MemoryRouter initialEntries={[{ pathname: '/outing', state }]}>
      <OutingDraftPanel />
      <StateProbe />
      <ModalHost />
    </MemoryRouter>,
  );
  await settle();
  return result;
}

/** A change of the draft, with the fetches it starts (new members' pictures) answered inside act. */
async function change(update: () => void) {
  await act(async () => {
    update();
    await new Promise((done) => setTimeout(done, 0));
  });
}

const others = () => draftMembersStore.get().others.map((person) => person._id);
const createButton = () => screen.queryByRole('button', { name: 'Create Outing' });

beforeEach(() => {
  closeAllOverlays();
  mockFetch({ 'GET /user/me/matches': () => jsonResponse(200, { matches: [mia] }) });
  dailyMatchesStore.set({ userID: null, value: { state: 'loading' } });
  draftMembersStore.set({ ownerID: null, others: [] });
  draftActivityStore.set(null);
  applySessionView({ user: ME, populatedFriends: [zoe, bob] });
});

describe('Members row', () => {
  it('shows the user, an add button and a remove button usable only with someone else in', async () => {
    await renderPanel();
    expect(within(screen.getByRole('list', { name: 'Outing members' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Remove Outing Members' })).toBeDisabled();
    await change(() => draftMembers.add(zoe));
    expect(within(screen.getByRole('list', { name: 'Outing members' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Remove Outing Members' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Outing Members' }));
    expect(screen.getByRole('dialog', { name: 'Remove Outing Members' })).toBeInTheDocument();
  });

  it('opens the add-members modal', async () => {
    await renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Add Outing Members' }));
    expect(screen.getByRole('dialog', { name: 'Add Outing Members' })).toBeInTheDocument();
  });

  it("clusters up to 4 icons, then a '5+' tag", async () => {
    await renderPanel();
    const people: Friend[] = ['a', 'b', 'c'].map((id) => makeFriend({ _id: id, first_name: id.toUpperCase() }));
    await change(() => people.forEach((person) => draftMembers.add(person)));
    expect(screen.queryByText('5+')).toBeNull();
    await change(() => draftMembers.add(makeFriend({ _id: 'd', first_name: 'D' })));
    const cluster = within(screen.getByRole('list', { name: 'Outing members' }));
    expect(cluster.getAllByRole('listitem')).toHaveLength(5);
    expect(cluster.getByText('5+')).toBeInTheDocument();
  });
});

describe("'Create Outing'", () => {
  it('appears only with two users and an activity', async () => {
    await renderPanel();
    expect(createButton()).toBeNull();
    await change(() => outingDraft.setActivity(makeActivity()));
    expect(createButton()).toBeNull();
    await change(() => draftMembers.add(zoe));
    expect(createButton()).toBeInTheDocument();
    await change(() => outingDraft.clearActivity());
    expect(createButton()).toBeNull();
  });

  it('asks for a daily match while none is in, and says creating opens soon instead of pretending', async () => {
    await renderPanel();
    await change(() => {
      outingDraft.setActivity(makeActivity());
      draftMembers.add(zoe);
    });
    expect(createButton()).toBeDisabled();
    expect(createButton()).toHaveAccessibleDescription('Creating outings opens soon. Add at least one daily match to create an outing!');
    await change(() => draftMembers.add(mia));
    expect(screen.queryByText('Add at least one daily match to create an outing!')).toBeNull();
    expect(createButton()).toHaveAccessibleDescription('Creating outings opens soon.');
  });
});

describe("'+ Outing' from a friend (router state)", () => {
  it('adds an addable friend to the draft and clears the state', async () => {
    await renderPanel({ friendID: 'zoe' });
    expect(others()).toEqual(['zoe']);
    expect(seen.state).toBeNull();
  });

  it('leaves a busy friend out, and clears the state', async () => {
    await renderPanel({ friendID: 'bob' });
    expect(others()).toEqual([]);
    expect(seen.state).toBeNull();
  });

  it('ignores a state of another shape and an unknown friend', async () => {
    await renderPanel({ friendID: 42 });
    expect(others()).toEqual([]);
    await renderPanel({ friendID: 'stranger' });
    expect(others()).toEqual([]);
  });
});
