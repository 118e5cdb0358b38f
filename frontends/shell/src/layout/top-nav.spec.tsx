import type { NotificationView } from '@outings/contracts';
import { applySessionView, refreshAlerts, useAlerts } from '@outings/fe-kit';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { jsonResponse } from '../../../kit/test/fake-response';
import { alertListPage, makeUser, sessionView } from '../../../kit/test/fixtures';
import { mockFetch } from '../../../kit/test/mock-fetch';
import { TopNav } from './top-nav';

const alert = (id: string, type: NotificationView['type'], status: NotificationView['status']): NotificationView => ({
  _id: id,
  type,
  status,
  created: '2026-03-01T10:00:00.000Z',
  userID: 'u-1',
  from: 'u-2',
});

/** What the signed-in session does once the page's calls are in: it reads the alerts. */
function AlertsReader() {
  useAlerts();
  return null;
}

describe('TopNav alerts badge', () => {
  beforeEach(() => {
    applySessionView(sessionView(makeUser({ _id: 'u-1' })));
  });

  it("shows the server's count of the alerts needing attention over all of them, not only the page loaded, and follows a reload", async () => {
    // One page of a longer list: the server counts 42 (requests not answered, other alerts not cleared).
    let answer = alertListPage([alert('n-1', 'friend-request', 'pending'), alert('n-2', 'friend-request', 'accepted')], 42, 'cursor-1');
    const fetchMock = mockFetch({ 'GET /user/u-1/notifications': () => jsonResponse(200, answer) });
    const { rerender } = render(
      <MemoryRouter initialEntries={['/profile']}>
        <TopNav />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('button', { name: 'Alerts' })).toBeInTheDocument();
    // The badge alone never reads the alerts: the signed-in session does, after the page's calls.
    expect(fetchMock).not.toHaveBeenCalled();
    rerender(
      <MemoryRouter initialEntries={['/profile']}>
        <TopNav />
        <AlertsReader />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('button', { name: 'Alerts , 42 new' })).toBeInTheDocument();
    answer = alertListPage([], 0);
    await act(() => refreshAlerts());
    expect(screen.getByRole('button', { name: 'Alerts' })).toBeInTheDocument();
  });
});
