import { act, render } from '@testing-library/react';
import { applySessionView, sessionStore } from '@outings/fe-kit';
import { jsonResponse } from '../../../kit/test/fake-response';
import { makeUser, sessionView } from '../../../kit/test/fixtures';
import { mockFetch } from '../../../kit/test/mock-fetch';
import { statusToRestore, useSearchingStatus } from './use-searching-status';

const settle = () => act(async () => new Promise((done) => setTimeout(done, 0)));
const userWith = (status: string) => makeUser({ _id: 'me', status: { status, updated: '2024-01-01T00:00:00.000Z' } });

function OnOutingPage() {
  useSearchingStatus();
  return null;
}

/** The status calls sent, as status and keepalive; the server answers the status set. */
function serveStatus() {
  const fetchMock = mockFetch({
    'POST /user/me/status': (body) => jsonResponse(200, sessionView(userWith((body as { status: string }).status))),
  });
  return () =>
    fetchMock.mock.calls
      .filter(([path]) => path === '/user/me/status')
      .map(([, init]) => ({ status: JSON.parse(String(init?.body)).status as string, keepalive: Boolean(init?.keepalive) }));
}

const shownStatus = () => sessionStore.get().user?.status.status;

describe('statusToRestore', () => {
  it('gives back the status the user had; Searching left over from a closed tab becomes Ready', () => {
    expect(statusToRestore('Busy')).toBe('Busy');
    expect(statusToRestore('Ready')).toBe('Ready');
    expect(statusToRestore('Searching')).toBe('Ready');
    expect(statusToRestore(undefined)).toBe('Ready');
  });
});

describe('useSearchingStatus (spec §4 "User status")', () => {
  it('sets Searching on the page and the remembered status back on leaving', async () => {
    const sent = serveStatus();
    applySessionView(sessionView(userWith('Busy')));
    const { unmount } = render(<OnOutingPage />);
    await settle();
    expect(sent()).toEqual([{ status: 'Searching', keepalive: false }]);
    expect(shownStatus()).toBe('Searching');
    unmount();
    await settle();
    expect(sent()).toEqual([
      { status: 'Searching', keepalive: false },
      { status: 'Busy', keepalive: false },
    ]);
    expect(shownStatus()).toBe('Busy');
  });

  it('sends nothing when already Searching, and goes back to Ready on leaving', async () => {
    const sent = serveStatus();
    applySessionView(sessionView(userWith('Searching')));
    const { unmount } = render(<OnOutingPage />);
    await settle();
    expect(sent()).toEqual([]);
    unmount();
    await settle();
    expect(sent()).toEqual([{ status: 'Ready', keepalive: false }]);
  });

  it('sets the status back with a keepalive request when the page goes away, and Searching again if it comes back', async () => {
    const sent = serveStatus();
    applySessionView(sessionView(userWith('Ready')));
    const { unmount } = render(<OnOutingPage />);
    await settle();
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await settle();
    expect(sent().at(-1)).toEqual({ status: 'Ready', keepalive: true });
    const back = Object.assign(new Event('pageshow'), { persisted: true });
    act(() => {
      window.dispatchEvent(back);
    });
    await settle();
    expect(sent().at(-1)).toEqual({ status: 'Searching', keepalive: false });
    unmount();
    await settle();
    expect(sent().at(-1)).toEqual({ status: 'Ready', keepalive: false });
  });

  it('coming back before the restore has answered keeps the status that was being restored', async () => {
    const sent = serveStatus();
    applySessionView(sessionView(userWith('Busy')));
    const first = render(<OnOutingPage />);
    await settle();
    first.unmount();
    // The session still says Searching: the Busy answer has not landed yet.
    const second = render(<OnOutingPage />);
    await settle();
    second.unmount();
    await settle();
    expect(sent().map((call) => call.status)).toEqual(['Searching', 'Busy', 'Searching', 'Busy']);
    expect(shownStatus()).toBe('Busy');
  });
});
