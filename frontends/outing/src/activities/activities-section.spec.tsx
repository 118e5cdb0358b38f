import { applySessionView, closeAllOverlays, queryClient, queryKeys } from '@outings/fe-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, textResponse } from '../../../kit/test/fake-response';
import { makeUser, sessionView } from '../../../kit/test/fixtures';
import { deferred, mockFetch } from '../../../kit/test/mock-fetch';
import { renderAt } from '../../../kit/test/render-at';
import { draftActivityStore } from '../outing-draft-store';
import { ActivitiesSection } from './activities-section';
import { makeActivity } from './activity-fixtures';

const globals = {
  categoryColorMap: { Adventure: 'rgb(191,72,0)', Culture: 'rgb(0,72,191)' },
  instructionTypes: ['travel', 'play'],
  statusMap: { Ready: 'Ready', Busy: 'Busy', Searching: 'Searching' },
};
const hike = makeActivity({ featured: true, photos: Array.from({ length: 8 }, (_, n) => `/activity/photos/hike/${n}.webp`) });
const swim = makeActivity({ _id: 'swim', name: 'Lake Swim', cost: 0, rating: { average: null, count: 0 } });
const mine = makeActivity({ _id: 'mine', name: 'My Museum Day', category: 'Culture', created_by: 'user-1', created: true });

function serve(routes: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /data/globals': () => jsonResponse(200, globals),
    'GET /activity/get-all': () => jsonResponse(200, { activities: [hike, swim, mine] }),
    ...routes,
  });
}

const renderSection = () => renderAt('/outing', '/outing', <ActivitiesSection />);
const card = (name: string) => screen.getByRole('article', { name });

beforeEach(() => {
  closeAllOverlays();
  draftActivityStore.set(null);
  applySessionView(sessionView(makeUser()));
});

describe('ActivitiesSection', () => {
  it('shows the category tabs and the cards under them together, so nothing on screen moves down as the tabs arrive', async () => {
    const globalsAnswer = deferred<Response>();
    serve({ 'GET /data/globals': () => globalsAnswer.promise });
    renderSection();
    // The activities are in (and rendered: waitFor runs in act) while the globals are not.
    await waitFor(() => expect(queryClient.getQueryData<unknown[]>(queryKeys.activities())).toHaveLength(3));
    expect(screen.getByText('Loading Activities..')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    globalsAnswer.resolve(jsonResponse(200, globals));
    expect(await screen.findByRole('article', { name: 'Sunrise Hike' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Adventure' })).toBeInTheDocument();
  });

  it('shows Loading Activities.. then the Adventure cards with every field', async () => {
    serve();
    renderSection();
    expect(screen.getByText('Loading Activities..')).toBeInTheDocument();
    const hikeCard = await screen.findByRole('article', { name: 'Sunrise Hike' });
    expect(screen.queryByRole('article', { name: 'My Museum Day' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Adventure' })).toHaveAttribute('aria-selected', 'true');
    const inCard = within(hikeCard);
    for (const text of ['Paris, FR', 'Climb before dawn.', '3 hrs', '$10', '4.3/5', '2+', 'Featured']) expect(inCard.getByText(text)).toBeInTheDocument();
    expect(within(card('Lake Swim')).getByText('unrated')).toBeInTheDocument();
    expect(inCard.getAllByRole('button', { name: /^View photo/ })).toHaveLength(6);
    expect(inCard.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('moves to the first tab with matches when a toggle empties the chosen one, and keeps a tab the user picks', async () => {
    serve();
    renderSection();
    await screen.findByRole('article', { name: 'Sunrise Hike' });
    await userEvent.click(screen.getByRole('button', { name: 'Creations' }));
    expect(await screen.findByRole('article', { name: 'My Museum Day' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Culture' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Adventure' }));
    expect(screen.getByRole('tab', { name: 'Adventure' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('No Activities Match Filters!')).toBeInTheDocument();
  });

  it('shows and hides the instructions', async () => {
    serve();
    renderSection();
    const inCard = within(await screen.findByRole('article', { name: 'Sunrise Hike' }));
    expect(inCard.queryByText('Meet up')).not.toBeVisible();
    await userEvent.click(inCard.getByRole('button', { name: 'Show Instructions' }));
    expect(inCard.getByText('Meet up')).toBeVisible();
    // The kind and the title are read apart, not run together ('travelMeet up').
    expect(inCard.getByText('Meet up').closest('li')).toHaveTextContent(/^travel: Meet up/);
    await userEvent.click(inCard.getByRole('button', { name: 'Hide Instructions' }));
    expect(inCard.getByText('Meet up')).not.toBeVisible();
  });

  it('opens a photo in the view-photo popup', async () => {
    serve();
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'View photo 2 of Sunrise Hike' }));
    expect(within(screen.getByRole('dialog', { name: 'Sunrise Hike' })).getByRole('img', { name: 'Sunrise Hike, photo 2' })).toHaveAttribute(
      'src',
      '/activity/photos/hike/1.webp',
    );
  });

  it("shows the user's outing photos after the activity's own, 6 in all, and opens one big", async () => {
    const outingPhotos = [
      { outing: 'o-1', key: 'k-1' },
      { outing: 'o-2', key: 'k-2' },
      { outing: 'o-2', key: 'k-3' },
    ];
    const climbed = makeActivity({ photos: ['/activity/photos/hike/0.webp', '/activity/photos/hike/1.webp', '/activity/photos/hike/2.webp', '/activity/photos/hike/3.webp'], outingPhotos });
    serve({
      'GET /activity/get-all': () => jsonResponse(200, { activities: [climbed] }),
      'GET /outing/o-1/photo/k-1': () => textResponse(200, 'data:image/jpeg;base64,ONE'),
      'GET /outing/o-2/photo/k-2': () => textResponse(200, 'data:image/jpeg;base64,TWO'),
    });
    renderSection();
    const inCard = within(await screen.findByRole('article', { name: 'Sunrise Hike' }));
    expect(inCard.getAllByRole('button', { name: /^View photo/ })).toHaveLength(4);
    const own = await inCard.findAllByRole('img', { name: /^Your outing photo/ });
    expect(own).toHaveLength(2);
    await waitFor(() => expect(inCard.getByRole('img', { name: 'Your outing photo 1 of Sunrise Hike' })).toHaveAttribute('src', 'data:image/jpeg;base64,ONE'));
    await userEvent.click(inCard.getByRole('button', { name: 'Your outing photo 2 of Sunrise Hike' }));
    expect(await within(screen.getByRole('dialog', { name: 'Your outing photo 2 of Sunrise Hike' })).findByRole('img')).toHaveAttribute('src', 'data:image/jpeg;base64,TWO');
  });

  it('selects an activity into the outing draft and removes it', async () => {
    serve();
    renderSection();
    await userEvent.click(within(await screen.findByRole('article', { name: 'Sunrise Hike' })).getByRole('button', { name: 'Select' }));
    expect(draftActivityStore.get()?._id).toBe('hike');
    expect(within(card('Lake Swim')).getByRole('button', { name: 'Select' })).toBeInTheDocument();
    await userEvent.click(within(card('Sunrise Hike')).getByRole('button', { name: 'Remove' }));
    expect(draftActivityStore.get()).toBeNull();
  });

  it('switches category tabs and keeps only the toggled activities', async () => {
    serve();
    renderSection();
    await screen.findByRole('article', { name: 'Sunrise Hike' });
    await userEvent.click(screen.getByRole('button', { name: 'Featured' }));
    expect(screen.getByRole('button', { name: 'Featured' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('article', { name: 'Lake Swim' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Featured' }));
    await userEvent.click(screen.getByRole('button', { name: 'Creations' }));
    expect(await screen.findByRole('article', { name: 'My Museum Day' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Sunrise Hike' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Completed' }));
    expect(screen.getByText('No Activities Match Filters!')).toBeInTheDocument();
  });

  it('applies the filter modal and clears it', async () => {
    serve();
    renderSection();
    await screen.findByRole('article', { name: 'Sunrise Hike' });
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const modal = screen.getByRole('dialog', { name: 'Filter Activities' });
    await userEvent.type(within(modal).getByLabelText('Maximum cost ($)'), '5');
    await userEvent.click(within(modal).getByRole('button', { name: 'Apply' }));
    expect(screen.queryByRole('article', { name: 'Sunrise Hike' })).not.toBeInTheDocument();
    expect(card('Lake Swim')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Filter' }));
    expect(screen.getByLabelText('Maximum cost ($)')).toHaveValue(5);
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(card('Sunrise Hike')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter' })).toBeInTheDocument();
  });

  it('says at the field that a bound is out of its limits, and applies nothing until it is fixed', async () => {
    serve();
    renderSection();
    await screen.findByRole('article', { name: 'Sunrise Hike' });
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const modal = within(screen.getByRole('dialog', { name: 'Filter Activities' }));
    const rating = modal.getByLabelText('Minimum rating (0 to 5)');
    await userEvent.type(rating, '7');
    expect(rating).toHaveAccessibleDescription('Please enter a number from 0 to 5.');
    await userEvent.click(modal.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('dialog', { name: 'Filter Activities' })).toBeInTheDocument();
    expect(rating).toHaveFocus();
    expect(rating).toHaveValue(7);
  });

  it('deletes an own creation after the confirm popup, and drops it from the draft', async () => {
    const answer = deferred<Response>();
    const fetchMock = serve({ 'POST /activity/delete': () => answer.promise });
    renderSection();
    await userEvent.click(await screen.findByRole('tab', { name: 'Culture' }));
    await userEvent.click(within(card('My Museum Day')).getByRole('button', { name: 'Select' }));
    await userEvent.click(within(card('My Museum Day')).getByRole('button', { name: 'Delete' }));
    const popup = screen.getByRole('alertdialog');
    expect(popup).toHaveTextContent('This action is permanent.');
    await userEvent.click(within(popup).getByRole('button', { name: 'Delete' }));
    expect(within(popup).getByRole('button', { name: 'Deleting..' })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledWith('/activity/delete', expect.objectContaining({ body: JSON.stringify({ activity: mine, userID: 'user-1' }) }));
    answer.resolve(jsonResponse(200, { activity: { _id: 'mine' } }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('article', { name: 'My Museum Day' })).not.toBeInTheDocument();
    // Its tab is empty now: the first tab with activities shows.
    expect(await screen.findByRole('article', { name: 'Sunrise Hike' })).toBeInTheDocument();
    expect(draftActivityStore.get()).toBeNull();
  });

  it('goes back to Delete when deleting fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serve({ 'POST /activity/delete': () => jsonResponse(403, { header: 'Not Your Activity', message: 'x' }) });
    renderSection();
    await userEvent.click(await screen.findByRole('tab', { name: 'Culture' }));
    await userEvent.click(within(card('My Museum Day')).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(screen.getByRole('alertdialog')).findByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(card('My Museum Day')).toBeInTheDocument();
  });
});
