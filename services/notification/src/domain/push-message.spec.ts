import { NOTIFICATION_TYPES, type NotificationStatus, type NotificationType } from '@outings/contracts';
import { alertPushMessage, alertUrl, chatMessagePushMessage, isWorthAPush, type AlertForPush } from './push-message';

const alert = (type: NotificationType, status: NotificationStatus = 'none', names: Partial<AlertForPush> = {}): AlertForPush => ({
  id: 'a1',
  type,
  status,
  person: 'Sam',
  outing: 'Picnic',
  ...names,
});

describe('alertPushMessage', () => {
  it.each([
    ['friend-request', 'pending', 'Sam sent you a friend request', '/social'],
    ['friend-request-update', 'accepted', 'Your friend request was accepted by Sam', '/social'],
    ['friend-request-update', 'denied', 'Your friend request was denied by Sam', '/social'],
    ['friend-removed', 'none', 'You are no longer friends with Sam', '/social'],
    ['invite-joined', 'none', 'Sam joined Outings through your invite link. You are now friends!', '/social'],
    ['invited-by', 'none', 'You are now friends with Sam, who invited you to Outings.', '/social'],
    ['chat-created', 'none', 'A chat was started by Sam', '/chat'],
    ['outing-invite', 'pending', 'Sam invited you to Picnic', '/profile'],
    ['outing-invite-update', 'accepted', 'Sam accepted your invite to Picnic', '/profile'],
    ['outing-invite-update', 'denied', 'Sam declined your invite to Picnic', '/profile'],
    ['outing-join', 'none', 'Sam joined Picnic', '/profile'],
    ['outing-leave', 'none', 'Sam left Picnic', '/profile'],
    ['outing-marked-complete', 'none', 'Sam marked Picnic complete', '/profile'],
    ['outing-complete', 'none', 'Picnic is completed!', '/profile'],
  ] as const)('%s (%s) says "%s" and opens %s', (type, status, body, url) => {
    const message = alertPushMessage(alert(type, status));
    expect(message).toEqual({ title: expect.any(String), body, url, tag: 'alert-a1' });
    expect(message.title.length).toBeGreaterThan(0);
  });

  it('covers every alert type', () => {
    for (const type of NOTIFICATION_TYPES) expect(alertUrl(type)).toMatch(/^\/(social|chat|profile)$/);
  });

  it('says "Someone" and "an outing" for names it does not know', () => {
    expect(alertPushMessage(alert('outing-invite', 'pending', { person: null, outing: null })).body).toBe('Someone invited you to an outing');
    expect(alertPushMessage(alert('outing-complete', 'none', { outing: null })).body).toBe('An outing is completed!');
  });
});

describe('isWorthAPush', () => {
  it('pushes a request still open and every plain alert', () => {
    expect(isWorthAPush({ type: 'friend-request', status: 'pending' })).toBe(true);
    expect(isWorthAPush({ type: 'outing-invite', status: 'pending' })).toBe(true);
    expect(isWorthAPush({ type: 'friend-request-update', status: 'accepted' })).toBe(true);
    expect(isWorthAPush({ type: 'outing-invite-update', status: 'denied' })).toBe(true);
  });

  it('does not push a request the user already answered (its answer arrived first)', () => {
    expect(isWorthAPush({ type: 'friend-request', status: 'accepted' })).toBe(false);
    expect(isWorthAPush({ type: 'outing-invite', status: 'denied' })).toBe(false);
  });
});

describe('chatMessagePushMessage', () => {
  it('is titled with the sender, shows the preview, opens the chats, one tag per chat', () => {
    expect(chatMessagePushMessage({ chatId: 'c1', sender: 'Sam', preview: 'See you at 6?' })).toEqual({
      title: 'Sam',
      body: 'See you at 6?',
      url: '/chat',
      tag: 'chat-c1',
    });
    expect(chatMessagePushMessage({ chatId: 'c1', sender: null, preview: 'Hi' }).title).toBe('Someone');
  });
});
