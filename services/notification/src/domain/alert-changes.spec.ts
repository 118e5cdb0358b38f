import { changeOfAlert, changeOfAnsweredInvite, changeOfAnswering, changeOfNewChat, changeOfOuting, changesOfAlerts } from './alert-changes';
import type { NewAlert } from './alert-rules';

const createdAt = new Date('2026-03-01T10:00:00.000Z');
const alert = (fields: Partial<NewAlert> & Pick<NewAlert, 'type' | 'userId'>): NewAlert => ({ status: 'none', createdAt, ...fields });

describe('changeOfAlert', () => {
  it('names only the alerts for a friend request: the asked one sees nothing else change', () => {
    expect(changeOfAlert(alert({ userId: 'grace', type: 'friend-request', fromUserId: 'ada' }))).toEqual({ topics: ['alerts'] });
  });

  it('names the person for an answer or an ended friendship, the chat for a new chat, the outing for an outing alert', () => {
    expect(changeOfAlert(alert({ userId: 'ada', type: 'friend-request-update', byUserId: 'grace' }))).toEqual({ topics: ['alerts', 'friends'], ids: ['grace'] });
    expect(changeOfAlert(alert({ userId: 'ada', type: 'friend-removed', byUserId: 'grace' }))).toEqual({ topics: ['alerts', 'friends'], ids: ['grace'] });
    expect(changeOfAlert(alert({ userId: 'ada', type: 'chat-created', chatId: 'c-1' }))).toEqual({ topics: ['alerts', 'chats'], ids: ['c-1'] });
    expect(changeOfAlert(alert({ userId: 'ada', type: 'outing-marked-complete', outingId: 'o-1' }))).toEqual({ topics: ['alerts', 'outings'], ids: ['o-1'] });
  });
});

describe('changesOfAlerts', () => {
  it('pushes once per user, with the topics and ids of all their alerts', () => {
    const changes = changesOfAlerts([
      alert({ userId: 'ada', type: 'outing-join', outingId: 'o-1' }),
      alert({ userId: 'ada', type: 'outing-leave', outingId: 'o-2' }),
      alert({ userId: 'grace', type: 'outing-invite', outingId: 'o-1' }),
    ]);
    expect(Object.fromEntries(changes)).toEqual({
      ada: { topics: ['alerts', 'outings'], ids: ['o-1', 'o-2'] },
      grace: { topics: ['alerts', 'outings'], ids: ['o-1'] },
    });
  });

  it('keeps the ids when an alert without any only touches the alerts list', () => {
    const changes = changesOfAlerts([alert({ userId: 'ada', type: 'friend-request', fromUserId: 'grace' }), alert({ userId: 'ada', type: 'outing-join', outingId: 'o-1' })]);
    expect(changes.get('ada')).toEqual({ topics: ['alerts', 'outings'], ids: ['o-1'] });
  });

  it('drops the ids when one of the alerts is about a topic as a whole', () => {
    const changes = changesOfAlerts([alert({ userId: 'ada', type: 'outing-join' }), alert({ userId: 'ada', type: 'outing-leave', outingId: 'o-2' })]);
    expect(changes.get('ada')).toEqual({ topics: ['alerts', 'outings'] });
  });
});

describe('the pushes without an alert of their own', () => {
  it('tells the answerer of their new friend, or only of the settled alert after a denial', () => {
    expect(changeOfAnswering('accepted', 'ada')).toEqual({ topics: ['alerts', 'friends'], ids: ['ada'] });
    expect(changeOfAnswering('denied', 'ada')).toEqual({ topics: ['alerts'] });
  });

  it('tells one who answered an outing invite of their settled alert, and one who joined or left otherwise only of the outing', () => {
    expect(changeOfAnsweredInvite('o-1')).toEqual({ topics: ['alerts', 'outings'], ids: ['o-1'] });
    expect(changeOfOuting('o-1')).toEqual({ topics: ['outings'], ids: ['o-1'] });
  });

  it('tells a new chat’s creator of the chat, and its other members of their alert too', () => {
    expect(changeOfNewChat('c-1', 'ada', 'ada')).toEqual({ topics: ['chats'], ids: ['c-1'] });
    expect(changeOfNewChat('c-1', 'grace', 'ada')).toEqual({ topics: ['alerts', 'chats'], ids: ['c-1'] });
  });
});
