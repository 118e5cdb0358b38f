import { applySessionView, closeAllOverlays, sessionStore, watchInstallability } from '@outings/fe-kit';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, textResponse } from '../../../kit/test/fake-response';
import { cities, globals, makeUser, sessionView } from '../../../kit/test/fixtures';
import { deferred, mockFetch } from '../../../kit/test/mock-fetch';
import { renderAt } from '../../../kit/test/render-at';
import { EditProfileForm } from './edit-profile-form';

const referenceData = {
  'GET /data/cities': () => jsonResponse(200, cities),
  'GET /data/globals': () => jsonResponse(200, globals),
  'GET /user/user-1/profile-picture': () => textResponse(200, 'data:image/jpeg;base64,AAAA'),
};

/** The form, once the reference data and the picture it reads have answered. */
async function renderForm() {
  const rendered = renderAt('/profile', '/profile', <EditProfileForm />);
  await act(async () => new Promise((done) => setTimeout(done, 0)));
  return rendered;
}

const saveButton = () => screen.getByRole('button', { name: /^(Save|Saving)$/ });

beforeEach(() => {
  closeAllOverlays();
  applySessionView(sessionView(makeUser()));
});

describe('EditProfileForm', () => {
  it('enables Save only when something changed', async () => {
    mockFetch(referenceData);
    await renderForm();
    expect(saveButton()).toBeDisabled();
    await userEvent.type(screen.getByLabelText('First Name'), 'x');
    expect(saveButton()).toBeEnabled();
    await userEvent.type(screen.getByLabelText('First Name'), '{Backspace}');
    expect(saveButton()).toBeDisabled();
    await userEvent.clear(screen.getByLabelText(/Last Name/));
    expect(saveButton()).toBeEnabled();
  });

  it('offers Ready and Busy from the status map', async () => {
    mockFetch(referenceData);
    await renderForm();
    const status = screen.getByLabelText('Status');
    await waitFor(() => expect(screen.getByText('Ready to go on outings')).toBeInTheDocument());
    expect([...status.querySelectorAll('option:not([disabled])')].map((option) => option.textContent)).toEqual(['Ready', 'Busy']);
    await userEvent.selectOptions(status, 'Busy');
    expect(saveButton()).toBeEnabled();
  });

  it("shows the first failing rule, and 'Saving' while the change is sent", async () => {
    const answer = deferred<Response>();
    const fetchMock = mockFetch({ ...referenceData, 'POST /user/user-1/profile-data': () => answer.promise });
    await renderForm();
    await userEvent.clear(screen.getByLabelText(/Tagline/));
    await userEvent.click(saveButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a Tagline. Something short and fun, that anyone viewing your profile will see!');

    await userEvent.type(screen.getByLabelText(/Tagline/), 'Board games and bike rides');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Busy');
    await userEvent.click(saveButton());
    expect(saveButton()).toHaveTextContent('Saving');
    const call = fetchMock.mock.calls.find(([url]) => url === '/user/user-1/profile-data');
    const body = JSON.parse(call?.[1]?.body as string);
    expect(body.profileData).toMatchObject({
      first_name: 'Sam',
      last_name: 'Sample',
      location: 'Paris, FR',
      tagline: 'Board games and bike rides',
      status: { status: 'Busy' },
      profile_picture: { key: 'pic-1', zoom: 1, crop: { x: 0, y: 0 } },
    });
    expect(body.photoString).toBeUndefined();

    const saved = makeUser({ tagline: 'Board games and bike rides', status: { status: 'Busy', updated: '2024-02-02T00:00:00.000Z' } });
    await act(async () => answer.resolve(jsonResponse(200, sessionView(saved))));
    expect(sessionStore.get().user?.tagline).toBe('Board games and bike rides');
  });

  it("shows a 400's message under the field it names and stays open", async () => {
    mockFetch({
      ...referenceData,
      'POST /user/user-1/profile-data': () => jsonResponse(400, { header: 'Invalid Request', message: 'profileData.tagline: Tagline must be less than 50 characters' }),
    });
    await renderForm();
    await userEvent.type(screen.getByLabelText(/Tagline/), '!');
    await userEvent.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Tagline must be less than 50 characters$/);
    await waitFor(() => expect(screen.getByLabelText(/Tagline/)).toHaveFocus());
    expect(saveButton()).toHaveTextContent('Save');
    expect(sessionStore.get().user?.tagline).toBe('Always up for a hike');
  });

  it('refuses a 51-character last name as the server would, before sending anything', async () => {
    const fetchMock = mockFetch(referenceData);
    await renderForm();
    await userEvent.type(screen.getByLabelText(/Last Name/), 'x'.repeat(45));
    await userEvent.click(saveButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Last Name must be at most 50 characters');
    expect(fetchMock.mock.calls.some(([url]) => url === '/user/user-1/profile-data')).toBe(false);
  });

  it('hides Install App when running installed', async () => {
    mockFetch(referenceData);
    const { unmount } = await renderForm();
    expect(screen.getByRole('button', { name: 'Install App' })).toBeInTheDocument();
    unmount();
    const matchMedia = window.matchMedia;
    window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    const stop = watchInstallability();
    await renderForm();
    expect(screen.queryByRole('button', { name: 'Install App' })).not.toBeInTheDocument();
    stop();
    window.matchMedia = matchMedia;
  });

  it('logs out: to /login at once, the user data dropped half a second later', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const fetchMock = mockFetch({ ...referenceData, 'GET /auth/logout': () => jsonResponse(200, {}) });
    const { location } = renderAt('/profile', '/profile', <EditProfileForm />);
    await act(async () => jest.advanceTimersByTimeAsync(0));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(location.pathname).toBe('/login'));
    expect(fetchMock.mock.calls.some(([url]) => url === '/auth/logout')).toBe(true);
    expect(sessionStore.get()).toMatchObject({ authenticated: false });
    expect(sessionStore.get().user).not.toBeNull();
    await act(async () => jest.advanceTimersByTime(500));
    expect(sessionStore.get().user).toBeNull();
    jest.useRealTimers();
  });
});
