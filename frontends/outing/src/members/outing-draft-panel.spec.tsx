import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OUTING_MESSAGES } from '@outings/contracts';
import { applySessionView, closeAllOverlays, ModalHost, PopupHost, sessionStore, type Friend } from '@outings/fe-kit';
import { useEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { jsonResponse } from '../../../kit/test/fake-response';
import { makeFriend, makeUser } from '../../../kit/test/fixtures';
import { deferred, mockFetch } from '../../../kit/test/mock-fetch';
import { overlayStore } from '../../../kit/src/overlay/overlay-store';
import { makeActivity } from '../activities/activity-fixtures';
import { draftActivityStore, outingDraft } from '../outing-draft-store';
import { OUTING_CREATED_HEADER, PLANNING_RESET_MS } from './create-outing';
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

  it('asks for a daily match while none is in', async () => {
    await renderPanel();
    await change(() => {
      outingDraft.setActivity(makeActivity());
      draftMembers.add(zoe);
    });
    expect(createButton()).toBeEnabled();
    expect(createButton()).toHaveAccessibleDescription('Add at least one daily match to create an outing!');
    await change(() => draftMembers.add(mia));
    expect(screen.queryByText('Add at least one daily match to create an outing!')).toBeNull();
    expect(createButton()).not.toHaveAccessibleDescription();
  });
});

describe("'Create Outing': creating", () => {
  const activity = makeActivity();
  const outing = {
    _id: 'o-1',
    name: activity.name,
    activity: { _id: activity._id, name: activity.name, category: activity.category },
    created_by: 'me',
    users: ['me'],
    invited: ['zoe', 'mia'],
    flakes: [],
    completions: [],
    photos: [],
    chat: 'c-1',
    likes: [],
    date_created: '2026-11-01T10:00:00.000Z',
    date_completed: null,
    status: 'Pending',
  };
  const newUser = { ...ME, outings: ['o-1'] };

  /** Fake timers: the draft's reset waits PLANNING_RESET_MS. */
  const tick = (ms = 0) => act(async () => jest.advanceTimersByTimeAsync(ms));

  async function readyToCreate(createAnswer: () => Response | Promise<Response>) {
    const fetchMock = mockFetch({
      'GET /user/me/matches': () => jsonResponse(200, { matches: [mia] }),
      'POST /outing/me/create-outing': createAnswer,
      'GET /outing/o-1/me': () => jsonResponse(200, { outing, populatedUsers: [] }),
    });
    render(
      <MemoryRouter initialEntries={['/outing']}>
        <OutingDraftPanel />
        <ModalHost />
        <PopupHost />
      </MemoryRouter>,
    );
    await tick();
    await act(async () => {
      outingDraft.setActivity(activity);
      draftMembers.add(zoe);
      draftMembers.add(mia);
      await jest.advanceTimersByTimeAsync(0);
    });
    return fetchMock;
  }

  const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const createCalls = (fetchMock: jest.Mock) => fetchMock.mock.calls.filter(([path]) => path === '/outing/me/create-outing');

  /** A refused or failed call is logged (spec §8). */
  let log: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    log.mockRestore();
  });

  it("says 'Creating..' while the call runs and ignores a second click", async () => {
    const answer = deferred<Response>();
    const fetchMock = await readyToCreate(() => answer.promise);
    await user().click(createButton()!);
    expect(screen.getByRole('button', { name: 'Creating..' })).toBeDisabled();
    await user().click(screen.getByRole('button', { name: 'Creating..' }));
    expect(createCalls(fetchMock)).toHaveLength(1);
    expect(JSON.parse(createCalls(fetchMock)[0][1].body)).toEqual({ users: ['me', 'zoe', 'mia'], activity: { _id: activity._id } });
    await act(async () => answer.resolve(jsonResponse(200, { user: newUser, populatedFriends: [zoe], outing })));
    await tick();
    expect(createButton()).toBeEnabled();
  });

  it('replaces the user, shows the outing-created popup, opens the outing, and resets the draft 1 s later', async () => {
    await readyToCreate(() => jsonResponse(200, { user: newUser, populatedFriends: [zoe], outing }));
    await user().click(createButton()!);
    await tick();
    expect(sessionStore.get().user).toEqual(newUser);
    expect(overlayStore.get().popup).toMatchObject({ selector: 'outing-created', header: OUTING_CREATED_HEADER });
    expect(screen.getByRole('dialog', { name: OUTING_CREATED_HEADER })).toBeInTheDocument();
    expect(overlayStore.get().modals.map((modal) => [modal.selector, modal.title])).toEqual([['outing-modal', expect.objectContaining({ props: expect.objectContaining({ fallback: activity.name }) })]]);
    await tick(PLANNING_RESET_MS - 1);
    expect(others()).toEqual(['zoe', 'mia']);
    expect(draftActivityStore.get()).toEqual(activity);
    await tick(1);
    expect(others()).toEqual([]);
    expect(draftActivityStore.get()).toBeNull();
  });

  it('shows the too-many-outings popup at the pending cap and keeps the draft', async () => {
    await readyToCreate(() => jsonResponse(406, { header: OUTING_MESSAGES.tooManyOutingsHeader, message: OUTING_MESSAGES.tooManyOutings }));
    await user().click(createButton()!);
    await tick(PLANNING_RESET_MS);
    expect(overlayStore.get().popup).toMatchObject({ selector: 'too-many-outings', header: OUTING_MESSAGES.tooManyOutingsHeader, message: OUTING_MESSAGES.tooManyOutings });
    expect(overlayStore.get().modals).toEqual([]);
    expect(others()).toEqual(['zoe', 'mia']);
    expect(createButton()).toBeEnabled();
  });

  it('shows any other refusal as the generic warning', async () => {
    const refusal = { header: OUTING_MESSAGES.needsDailyMatchHeader, message: OUTING_MESSAGES.needsDailyMatch };
    await readyToCreate(() => jsonResponse(406, refusal));
    await user().click(createButton()!);
    await tick();
    expect(overlayStore.get().popup).toMatchObject({ selector: 'generic-warning', ...refusal });
  });

  it('resets the button and logs the error when the call fails', async () => {
    await readyToCreate(() => jsonResponse(503, {}));
    await user().click(createButton()!);
    await tick();
    expect(createButton()).toBeEnabled();
    expect(log).toHaveBeenCalledWith('Creating the outing failed', 503);
    expect(overlayStore.get().popup).toBeNull();
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
