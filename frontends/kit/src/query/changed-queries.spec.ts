import { changedQueries } from './changed-queries';

describe('changedQueries', () => {
  it('names only the alerts for a new alert', () => {
    expect(changedQueries({ topics: ['alerts'] })).toEqual([['alerts']]);
  });

  it('names the chat list for a chat made or a member let in or out, not the chat (whose messages come over the socket)', () => {
    expect(changedQueries({ topics: ['alerts', 'chats'], ids: ['c-1'] })).toEqual([['alerts'], ['chat-list']]);
    expect(changedQueries({ topics: ['chats'] })).toEqual([['chat-list']]);
  });

  it("reads the session once for a friend and a profile change together, and the named person's card, the matches and the feed", () => {
    expect(changedQueries({ topics: ['friends', 'profile'], ids: ['u-2'] })).toEqual([['session'], ['user-card', 'u-2'], ['matches'], ['feed']]);
    expect(changedQueries({ topics: ['friends'] })).toEqual([['session'], ['user-card'], ['matches'], ['feed']]);
  });

  it('names the outings list and only the outings a push names, or every outing without ids', () => {
    expect(changedQueries({ topics: ['outings'], ids: ['o-1', 'o-2'] })).toEqual([['outings'], ['outing', 'o-1'], ['outing', 'o-2']]);
    expect(changedQueries({ topics: ['alerts', 'outings'] })).toEqual([['alerts'], ['outings'], ['outing']]);
  });
});
