import { SAMPLE_LOGIN_SLUG } from './demo-people';
import { DEMO_LINKS } from './demo-links';
import { DEMO_CHATS, replyAfter } from './demo-chats';
import { derivedUuid } from './derived-uuid';

const friends = (a: string, b: string) => DEMO_LINKS.some((link) => link.accepted && [link.from, link.to].sort().join() === [a, b].sort().join());

describe('the demo chats', () => {
  it('each hold Sam, and Sam\u2019s unread lines are none of his', () => {
    for (const chat of DEMO_CHATS) {
      expect(chat.members).toContain(SAMPLE_LOGIN_SLUG);
      const unread = chat.lines.slice(chat.lines.length - chat.unreadBySam);
      expect(unread.every((line) => line.from !== SAMPLE_LOGIN_SLUG)).toBe(true);
      expect(chat.lines.every((line) => chat.members.includes(line.from))).toBe(true);
    }
    expect(DEMO_CHATS.map((chat) => chat.unreadBySam)).toEqual([2, 0, 1]);
  });

  it('are started by someone who is a friend of every other member, as creating a chat asks', () => {
    for (const { members: [starter, ...others] } of DEMO_CHATS) {
      for (const other of others) expect(starter !== undefined && friends(starter, other)).toBe(true);
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
