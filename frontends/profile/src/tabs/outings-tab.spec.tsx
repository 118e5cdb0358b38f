import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applySessionView, closeAllOverlays } from '@outings/fe-kit';
import { OUTING_MESSAGES, type OutingView } from '@outings/contracts';
import { jsonResponse } from '../../../kit/test/fake-response';
import { makeUser, sessionView } from '../../../kit/test/fixtures';
import { deferred, mockFetch } from '../../../kit/test/mock-fetch';
import { makeOuting, makeProfile } from '../../../kit/test/outing-list-fixtures';
import { renderAt } from '../../../kit/test/render-at';
import { OutingModal } from 'outing/OutingModal';
import type { OutingModalBody } from '@outings/fe-kit';
import { OutingsTab } from './outings-tab';

// The outing modal comes from the outing remote through the federation (jest maps
// 'outing/OutingModal' to its source): watched, to see the call site go through it.
jest.mock('outing/OutingModal', () => {
  const federated = jest.requireActual<{ OutingModal: OutingModalBody }>('outing/OutingModal');
  return { OutingModal: jest.fn(federated.OutingModal) };
});

const ann = makeProfile({ _id: 'ann', first_name: 'Ann', last_name: 'Lee' });
const pending = makeOuting({ _id: 'o-p', name: 'Kayak', activity: { _id: 'a-1', name: 'Kayaking', category: 'Water' }, users: ['me', 'ann'] });
const invite = makeOuting({ _id: 'o-i', name: 'Bowling', activity: { _id: 'a-2', name: 'Bowling', category: 'Fun' }, users: ['ann'], invited: ['me'], date_created: '2026-11-05T00:00:00.000Z' });
const flaked = makeOuting({ _id: 'o-f', name: 'Climb', activity: { _id: 'a-3', name: 'Climbing', category: 'Adventure' }, users: ['ann', 'bob'], flakes: ['me'] });

const listAnswer = (outings: OutingView[]) => jsonResponse(200, { outings: Object.fromEntries(outings.map((outing) => [outing._id, outing])), populatedUsers: [ann] });
const itemNames = (section: HTMLElement) => within(section).queryAllByRole('button').map((item) => item.querySelector('.outing-item__name')?.textContent);

describe('OutingsTab', () => {
  beforeEach(() => {
    closeAllOverlays();
    applySessionView(sessionView(makeUser({ _id: 'me' })));
  });

  it("shows 'Loading Outings..' until the outings arrive", async () => {
    const answer = deferred<Response>();
    mockFetch({ 'GET /outing': () => answer.promise });
    renderAt('/profile', '/profile', <OutingsTab />);
    expect(screen.getByText('Loading Outings..')).toBeInTheDocument();
    await act(async () => answer.resolve(listAnswer([pending])));
    expect(screen.queryByText('Loading Outings..')).toBeNull();
  });

  it('points to the outing page when the user has no outings', async () => {
    mockFetch({ 'GET /outing': () => listAnswer([]) });
    renderAt('/profile', '/profile', <OutingsTab />);
    expect(await screen.findByText('No Outings Yet!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Plan an Outing' })).toHaveAttribute('href', '/outing');
  });

  it('lists pending outings (invitations marked) then completed ones (flaked in red), with the notes', async () => {
    mockFetch({ 'GET /outing': () => listAnswer([pending, invite, flaked]) });
    renderAt('/profile', '/profile', <OutingsTab />);
    const pendingSection = await screen.findByRole('region', { name: 'Pending' });
    const completedSection = screen.getByRole('region', { name: 'Completed' });
    expect(within(pendingSection).getByText(OUTING_MESSAGES.pendingNote)).toBeInTheDocument();
    expect(within(completedSection).getByText(OUTING_MESSAGES.flakedNote)).toBeInTheDocument();
    expect(itemNames(pendingSection)).toEqual(['Bowling', 'Kayaking']);
    expect(within(pendingSection).getByRole('button', { name: /Bowling/ })).toHaveTextContent('Invited');
    const flakedItem = within(completedSection).getByRole('button', { name: /Climbing/ });
    expect(flakedItem).toHaveClass('outing-item--flaked');
    expect(flakedItem).toHaveTextContent(OUTING_MESSAGES.flakedOut);
  });

  it("filters by 'Search Outings..' on outing, activity and member names", async () => {
    mockFetch({ 'GET /outing': () => listAnswer([pending, invite, flaked]) });
    renderAt('/profile', '/profile', <OutingsTab />);
    const search = await screen.findByPlaceholderText('Search Outings..');
    await userEvent.type(search, ' kayak ');
    expect(itemNames(screen.getByRole('region', { name: 'Pending' }))).toEqual(['Kayaking']);
    expect(itemNames(screen.getByRole('region', { name: 'Completed' }))).toEqual([]);
    await userEvent.clear(search);
    await userEvent.type(search, 'LEE');
    expect(itemNames(screen.getByRole('region', { name: 'Pending' }))).toEqual(['Bowling', 'Kayaking']);
    expect(itemNames(screen.getByRole('region', { name: 'Completed' }))).toEqual(['Climbing']);
  });

  it("opens the outing modal, the outing remote's, from an outing", async () => {
    mockFetch({ 'GET /outing': () => listAnswer([pending]), 'GET /outing/o-p/me': () => jsonResponse(200, { outing: pending, populatedUsers: [ann] }) });
    renderAt('/profile', '/profile', <OutingsTab />);
    await userEvent.click(await screen.findByRole('button', { name: /Kayaking/ }));
    const dialog = within(screen.getByRole('dialog', { name: 'Kayak' }));
    expect(await dialog.findByRole('heading', { name: 'Kayak' })).toBeInTheDocument();
    expect(jest.mocked(OutingModal).mock.calls[0]?.[0]).toEqual({ outingID: 'o-p' });
  });
});
