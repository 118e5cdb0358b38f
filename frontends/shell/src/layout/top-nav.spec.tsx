import type { NotificationView } from '@outings/contracts';
import { applySessionView, clearAlerts, reloadAlerts } from '@outings/fe-kit';
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

describe('TopNav alerts badge', () => {
  beforeEach(() => {
    clearAlerts();
    applySessionView(sessionView(makeUser({ _id: 'u-1' })));
  });

  it("shows the server's count of the alerts needing attention over all of them, not only the page loaded, and follows a reload", async () => {
    // One page of a longer list: the server counts 42 (requests not answered, other alerts not cleared).
    let answer = alertListPage([alert('n-1', 'friend-request', 'pending'), alert('n-2', 'friend-request', 'accepted')], 42, 'cursor-1');
    mockFetch({ 'GET /user/u-1/notifications': () => jsonResponse(200, answer) });
    render(
      <MemoryRouter initialEntries={['/profile']}>
        <TopNav />
      </MemoryRouter>,
    );
    await act(() => reloadAlerts());
    expect(await screen.findByRole('button', { name: 'Alerts , 42 new' })).toBeInTheDocument();
    answer = alertListPage([], 0);
    await act(() => reloadAlerts());
    expect(screen.getByRole('button', { name: 'Alerts' })).toBeInTheDocument();
  });
});
