import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applySessionView, closeAllOverlays } from '@outings/fe-kit';
import { jsonResponse } from '../../../kit/test/fake-response';
import { makeFriend, makeUser } from '../../../kit/test/fixtures';
import { deferred, mockFetch } from '../../../kit/test/mock-fetch';
import { renderAt } from '../../../kit/test/render-at';
import { openAddMembers } from './add-members-modal';
import { draftMembersStore } from './draft-members-store';

const status = (value: string) => ({ status: value, updated: '2024-01-01T00:00:00.000Z' });
const ME = makeUser({ _id: 'me', friends: ['zoe', 'ann', 'bob', 'cy'] });
const zoe = makeFriend({ _id: 'zoe', first_name: 'Zoe', last_name: 'Adams', status: status('Ready') });
const ann = makeFriend({ _id: 'ann', first_name: 'Ann', last_name: 'Berg', status: status('Searching') });
const bob = makeFriend({ _id: 'bob', first_name: 'Bob', last_name: 'Busy', status: status('Busy') });
const cy = makeFriend({ _id: 'cy', first_name: 'Cy', last_name: 'Away', status: status('On holiday') });
const mia = { ...makeFriend({ _id: 'mia', first_name: 'Mia', last_name: 'Match' }), friend: false, requested: false };

const matchesAre = (matches: unknown[]) => ({ 'GET /user/me/matches': () => jsonResponse(200, { matches }) });

/** Lets the pictures' and matches' fetches answer inside act. */
const settle = () => act(async () => new Promise((done) => setTimeout(done, 0)));

async function open() {
  renderAt('/outing', '/outing', <p>Outing</p>);
  act(() => openAddMembers());
  await settle();
  return screen.getByRole('dialog', { name: 'Add Outing Members' });
}

const section = (name: string) => within(screen.getByRole('region', { name }));
const others = () => draftMembersStore.get().others.map((person) => person._id);

beforeEach(() => {
  closeAllOverlays();
  draftMembersStore.set({ ownerID: null, others: [] });
  applySessionView({ user: ME, populatedFriends: [zoe, ann, bob, cy] });
});

describe('Add-members modal', () => {
  it("shows 'Daily Matches' with its note and 'Loading Matches..' while the matches load", async () => {
    const answer = deferred<Response>();
    mockFetch({ 'GET /user/me/matches': () => answer.promise });
    await open();
    const matches = section('Daily Matches');
    expect(matches.getByText('Matches are randomly generated every 24 hrs. Add at least one daily match to create an outing!')).toBeInTheDocument();
    expect(matches.getByText('Loading Matches..')).toBeInTheDocument();
    await act(async () => answer.resolve(jsonResponse(200, { matches: [mia] })));
    expect(await matches.findByRole('article', { name: 'Mia Match' })).toBeInTheDocument();
    expect(matches.queryByText('Loading Matches..')).toBeNull();
  });

  it("shows 'No Available Matches!' without matches", async () => {
    mockFetch(matchesAre([]));
    await open();
    expect(await section('Daily Matches').findByText('No Available Matches!')).toBeInTheDocument();
  });

  it("adds a match to the draft; the card then says 'Added'", async () => {
    mockFetch(matchesAre([mia]));
    await open();
    await userEvent.click(await section('Daily Matches').findByRole('button', { name: 'Add Mia' }));
    expect(others()).toEqual(['mia']);
    const card = within(section('Daily Matches').getByRole('article', { name: 'Mia Match' }));
    expect(card.getByText('Added')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Add Mia' })).toBeNull();
  });

  it("befriends a match right on its card: '+ Friend' sends the request, and the card then says 'Requested'", async () => {
    let requested = false;
    const sent: unknown[] = [];
    mockFetch({
      'GET /user/me/matches': () => jsonResponse(200, { matches: [{ ...mia, requested }] }),
      'POST /user/me/add-friend': (body) => {
        sent.push(body);
        requested = true;
        return jsonResponse(200, { user: ME, populatedFriends: [zoe, ann, bob, cy] });
      },
    });
    await open();
    const card = within(await section('Daily Matches').findByRole('article', { name: 'Mia Match' }));
    await userEvent.click(card.getByRole('button', { name: '+ Friend Mia' }));
    expect(sent).toEqual([{ friendID: 'mia' }]);
    expect(await card.findByText('Requested')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: '+ Friend Mia' })).toBeNull();
    // Befriending does not put the match in the outing: that is still 'Add'.
    expect(card.getByRole('button', { name: 'Add Mia' })).toBeInTheDocument();
    expect(others()).toEqual([]);
  });

  it('opens the profile viewer from a match card', async () => {
    mockFetch({ ...matchesAre([mia]), 'GET /user/stripped-user/mia': () => jsonResponse(200, mia) });
    await open();
    await userEvent.click(await section('Daily Matches').findByRole('button', { name: 'Mia Match' }));
    expect(screen.getByRole('dialog', { name: 'Viewing Profile' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '+ Friend' })).toBeInTheDocument();
  });

  it('lists only Ready or Searching friends, sorted by first name', async () => {
    mockFetch(matchesAre([]));
    await open();
    const friends = section('Active Friends');
    expect(friends.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Ann Berg', 'Zoe Adams']);
  });

  it('searches friends by first or last name, case-insensitively', async () => {
    mockFetch(matchesAre([]));
    await open();
    const friends = section('Active Friends');
    const search = friends.getByRole('searchbox', { name: 'Search friends' });
    expect(search).toHaveAttribute('placeholder', 'Search Friends..');
    await userEvent.type(search, 'ADA');
    expect(friends.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Zoe Adams']);
    await userEvent.clear(search);
    await userEvent.type(search, 'ann');
    expect(friends.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Ann Berg']);
    await userEvent.clear(search);
    await userEvent.type(search, 'bob');
    expect(friends.getByRole('status')).toHaveTextContent('Nothing matches "bob".');
  });

  it('adding a friend moves them into the draft and out of the list', async () => {
    mockFetch(matchesAre([]));
    await open();
    const friends = section('Active Friends');
    await userEvent.click(friends.getByRole('button', { name: 'Add Zoe' }));
    expect(others()).toEqual(['zoe']);
    expect(friends.queryByRole('article', { name: 'Zoe Adams' })).toBeNull();
    await userEvent.click(friends.getByRole('button', { name: 'Add Ann' }));
    expect(others()).toEqual(['zoe', 'ann']);
    expect(friends.getByText('No Friends Available!')).toBeInTheDocument();
  });
});
