import type { NotificationView } from '@outings/contracts';
import { applySessionView, clearAlerts, reloadAlerts } from '@outings/fe-kit';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { jsonResponse } from '../../../kit/test/fake-response';
import { makeUser, sessionView } from '../../../kit/test/fixtures';
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

  it('counts the requests not answered and the other alerts, and follows a reload', async () => {
    let alerts = [alert('n-1', 'friend-request', 'pending'), alert('n-2', 'friend-request', 'accepted'), alert('n-3', 'friend-request-update', 'accepted')];
    mockFetch({ 'GET /user/u-1/notifications': () => jsonResponse(200, { notifications: alerts }) });
    render(
      <MemoryRouter initialEntries={['/profile']}>
        <TopNav />
      </MemoryRouter>,
    );
    await act(() => reloadAlerts());
    expect(await screen.findByRole('button', { name: 'Alerts , 2 new' })).toBeInTheDocument();
    alerts = [];
    await act(() => reloadAlerts());
    expect(screen.getByRole('button', { name: 'Alerts' })).toBeInTheDocument();
  });
});
