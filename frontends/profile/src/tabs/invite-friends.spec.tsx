import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applySessionView, closeAllOverlays } from '@outings/fe-kit';
import { jsonResponse } from '../../../kit/test/fake-response';
import { makeUser } from '../../../kit/test/fixtures';
import { mockFetch } from '../../../kit/test/mock-fetch';
import { renderAt } from '../../../kit/test/render-at';
import { FriendsTab } from './friends-tab';

const TOKEN = 'Tk_'.padEnd(43, 'x');
const LINK = { token: TOKEN, expiresAt: '2026-12-13T10:00:00.000Z', signUps: 3 };

async function openInvite() {
  renderAt('/profile', '/profile', <FriendsTab friends={[]} />);
  await userEvent.click(screen.getByRole('button', { name: 'Invite Friends' }));
  return within(screen.getByRole('dialog', { name: 'Invite Friends' }));
}

describe('Invite Friends', () => {
  let link: typeof LINK | null;
  let fetchMock: jest.Mock;

  beforeEach(() => {
    closeAllOverlays();
    applySessionView({ user: makeUser({ _id: 'me' }), populatedFriends: [] });
    link = null;
    fetchMock = mockFetch({
      'GET /user/me/invite-link': () => jsonResponse(200, { link }),
      'POST /user/me/invite-link': (body) => {
        expect(body).toEqual({});
        link = { ...LINK, token: link ? 'N'.repeat(43) : TOKEN, signUps: 0 };
        return jsonResponse(200, { link });
      },
      'POST /user/me/invite-link/revoke': () => {
        link = null;
        return jsonResponse(200, { link: null });
      },
    });
  });

  it('makes the link when there is none, and shows it with its limits', async () => {
    const modal = await openInvite();
    await userEvent.click(await modal.findByRole('button', { name: 'Make My Link' }));
    const url = await modal.findByRole('textbox', { name: 'Your invite link' });
    expect(url).toHaveValue(`${window.location.origin}/?invite=${TOKEN}`);
    expect(url).toHaveAttribute('readonly');
    expect(modal.getByText(/0 of 20 sign-ups/)).toBeInTheDocument();
  });

  it('copies the link where there is no share sheet, and says so', async () => {
    link = LINK;
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const modal = await openInvite();
    expect(await modal.findByText(/3 of 20 sign-ups/)).toBeInTheDocument();
    await userEvent.click(modal.getByRole('button', { name: 'Copy Link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/?invite=${TOKEN}`);
    expect(modal.getByRole('status')).toHaveTextContent('Link copied.');
  });

  it('hands the link to the share sheet on a phone', async () => {
    link = LINK;
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      const modal = await openInvite();
      await userEvent.click(await modal.findByRole('button', { name: 'Share Link' }));
      expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: `${window.location.origin}/?invite=${TOKEN}` }));
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('renews the link (the old one ends) and turns it off', async () => {
    link = LINK;
    const modal = await openInvite();
    await userEvent.click(await modal.findByRole('button', { name: 'New Link' }));
    expect(await modal.findByDisplayValue(`${window.location.origin}/?invite=${'N'.repeat(43)}`)).toBeInTheDocument();
    await userEvent.click(modal.getByRole('button', { name: 'Turn Off' }));
    expect(await modal.findByText('No Invite Link Yet!')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([path, init]) => `${(init as RequestInit | undefined)?.method ?? 'GET'} ${path}`)).toEqual([
      'GET /user/me/invite-link',
      'POST /user/me/invite-link',
      'POST /user/me/invite-link/revoke',
    ]);
  });

  it('reads the link afresh each time it opens: sign-ups counted meanwhile show', async () => {
    link = LINK;
    const modal = await openInvite();
    expect(await modal.findByText(/3 of 20 sign-ups/)).toBeInTheDocument();
    act(() => closeAllOverlays());
    link = { ...LINK, signUps: 4 };
    await userEvent.click(screen.getByRole('button', { name: 'Invite Friends' }));
    expect(await within(screen.getByRole('dialog', { name: 'Invite Friends' })).findByText(/4 of 20 sign-ups/)).toBeInTheDocument();
  });

  it('says when the link cannot be read', async () => {
    mockFetch({ 'GET /user/me/invite-link': () => jsonResponse(503, { header: 'Unavailable', message: 'Try later.' }) });
    const modal = await openInvite();
    expect(await modal.findByRole('alert')).toHaveTextContent('Your invite link cannot be shown right now.');
    await act(async () => undefined);
  });
});
