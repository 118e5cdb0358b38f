import { worldAlertsOf } from './world-alerts';

describe('the alerts the demo world leaves', () => {
  it('the Sample Login account: 23, of which 21 need attention', () => {
    const sam = worldAlertsOf('sam');
    expect(Object.fromEntries(sam)).toEqual({
      'friend-request/accepted': 2,
      'friend-request/pending': 1,
      'friend-request-update/accepted': 2,
      'chat-created/none': 2,
      'outing-invite/accepted': 3,
      'outing-invite/pending': 1,
      'outing-invite-update/accepted': 4,
      'outing-join/none': 1,
      'outing-marked-complete/none': 4,
      'outing-complete/none': 3,
    });
  });

  const none = { links: [], chats: [], outings: [] };

  it('follow a friend request: the request to the one asked, the answer to the asker once accepted', () => {
    const links = [{ from: 'a', to: 'b', accepted: true }, { from: 'c', to: 'b', accepted: false }];
    expect(Object.fromEntries(worldAlertsOf('b', { ...none, links }))).toEqual({ 'friend-request/accepted': 1, 'friend-request/pending': 1 });
    expect(Object.fromEntries(worldAlertsOf('a', { ...none, links }))).toEqual({ 'friend-request-update/accepted': 1 });
    // A request still waiting tells its asker nothing yet.
    expect(worldAlertsOf('c', { ...none, links }).size).toBe(0);
  });

  it('tell each member of a chat but the one who started it', () => {
    const chats = [{ members: ['a', 'b', 'c'], lines: [], unreadBySam: 0 }];
    expect(worldAlertsOf('a', { ...none, chats }).size).toBe(0);
    expect(Object.fromEntries(worldAlertsOf('c', { ...none, chats }))).toEqual({ 'chat-created/none': 1 });
  });

  it('follow an outing: invites, joins, marks and its completion, to whom notification sends them', () => {
    const outing = { activityId: 'x', creator: 'a', invited: ['b', 'c', 'd'], joined: ['b', 'c'], photos: ['a'], marks: [['b', 5], ['a', 4], ['c', 3]] as const, likes: ['e'] };
    const of = (slug: string) => Object.fromEntries(worldAlertsOf(slug, { ...none, outings: [outing] }));
    expect(of('a')).toEqual({ 'outing-invite-update/accepted': 2, 'outing-marked-complete/none': 1, 'outing-complete/none': 1 });
    expect(of('b')).toEqual({ 'outing-invite/accepted': 1, 'outing-join/none': 1, 'outing-marked-complete/none': 1, 'outing-complete/none': 1 });
    expect(of('c')).toEqual({ 'outing-invite/accepted': 1, 'outing-marked-complete/none': 2, 'outing-complete/none': 1 });
    expect(of('d')).toEqual({ 'outing-invite/pending': 1 });
    expect(of('e')).toEqual({});
  });
});
