import { forgetInvite, pendingInvite, takeInviteFromAddress } from './invite-from-address';

const TOKEN = 'a'.repeat(20) + '_-' + 'B'.repeat(21);

describe('an invite link’s token', () => {
  afterEach(() => {
    forgetInvite();
    window.history.replaceState(null, '', '/');
  });

  it('is taken off the address and kept for the sign-up', () => {
    window.history.replaceState(null, '', `/?invite=${TOKEN}&from=mail#top`);
    expect(takeInviteFromAddress()).toBe(true);
    expect(window.location.search).toBe('?from=mail');
    expect(window.location.hash).toBe('#top');
    expect(pendingInvite()).toBe(TOKEN);
    forgetInvite();
    expect(pendingInvite()).toBeUndefined();
  });

  it('is dropped when it is no token, and an address without one changes nothing', () => {
    window.history.replaceState(null, '', '/?invite=not-a-token');
    expect(takeInviteFromAddress()).toBe(false);
    expect(window.location.search).toBe('');
    expect(pendingInvite()).toBeUndefined();
    window.history.replaceState(null, '', '/?x=1');
    expect(takeInviteFromAddress()).toBe(false);
    expect(window.location.search).toBe('?x=1');
  });
});
