import { SAMPLE_LOGIN_SLUG } from '@outings/contracts';
import { derivedUuid } from './demo-chats';
import { DEMO_CHATS, DEMO_CHAT_SLUGS, replyAfter } from './demo-script';

describe('the demo chats', () => {
  it('each hold Sam, and Sam\u2019s unread lines are none of his', () => {
    for (const chat of DEMO_CHATS) {
      expect(chat.members).toContain(SAMPLE_LOGIN_SLUG);
      const unread = chat.lines.slice(chat.lines.length - chat.unreadBySam);
      expect(unread.every((line) => line.from !== SAMPLE_LOGIN_SLUG)).toBe(true);
      expect(chat.lines.every((line) => chat.members.includes(line.from))).toBe(true);
    }
    expect(DEMO_CHATS.map((chat) => chat.unreadBySam)).toEqual([2, 0, 1]);
    expect(DEMO_CHAT_SLUGS).toEqual(expect.arrayContaining(['sam', 'maya', 'diego', 'amara']));
  });

  it('go back in time, oldest line first', () => {
    for (const chat of DEMO_CHATS) {
      const hours = chat.lines.map((line) => line.hoursAgo);
      expect([...hours].sort((a, b) => b - a)).toEqual(hours);
    }
  });

  it('answer in turn', () => {
    expect(replyAfter(0)).not.toBe(replyAfter(1));
    expect(typeof replyAfter(123)).toBe('string');
  });
});

describe('derived ids', () => {
  it('are UUIDs, the same for the same name', () => {
    const id = derivedUuid('demo-reply:x');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(derivedUuid('demo-reply:x')).toBe(id);
    expect(derivedUuid('demo-reply:y')).not.toBe(id);
  });
});
