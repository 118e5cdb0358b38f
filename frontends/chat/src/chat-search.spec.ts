import type { ChatView } from '@outings/contracts';
import { makeFriend } from '../../kit/test/fixtures';
import { matchesChat } from './chat-search';

const chat: ChatView = {
  _id: 'c-1',
  kind: 'outing',
  name: 'Climbing',
  users: ['me', 'zoe'],
  outing: { _id: 'o-1', activity: { _id: 'a-1', name: 'Climbing', category: 'Adventure' }, users: ['me', 'zoe'] },
  messages: [],
  last_read: {},
  touched: '2026-11-23T10:00:00.000Z',
  unread: 0,
  hasOlder: false,
};
const members = [makeFriend({ _id: 'zoe', first_name: 'Zoe', last_name: 'Adams' })];

describe('matchesChat', () => {
  it('matches every chat on an empty query', () => {
    expect(matchesChat(chat, 'Climbing', members, '  ')).toBe(true);
  });

  it('matches name, activity and member names, case-insensitively and trimmed', () => {
    expect(matchesChat(chat, 'Climbing', members, ' CLIMB ')).toBe(true);
    expect(matchesChat(chat, 'Other', members, 'climb')).toBe(true);
    expect(matchesChat(chat, 'Climbing', members, 'zoe')).toBe(true);
    expect(matchesChat(chat, 'Climbing', members, 'adams')).toBe(true);
    expect(matchesChat(chat, 'Climbing', members, 'bob')).toBe(false);
  });
});
