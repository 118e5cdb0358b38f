import { outing, T0 } from '../../test/support/outing-builder';
import { membershipOf, toOutingView } from './outing-state';

describe('an outing as answered and told', () => {
  const state = outing({ members: ['ada', 'bob'], invited: ['cy'], flaked: ['dan'], marked: { bob: 5 }, photos: [{ key: 'k', uploader: 'ada' }] });

  it('is the DTO view, status derived from the completion date', () => {
    expect(toOutingView(state, ['eve'])).toEqual({
      _id: state.id,
      name: 'Picnic',
      activity: { _id: 'picnic', name: 'Picnic', category: 'Social' },
      created_by: 'ada',
      users: ['ada', 'bob'],
      invited: ['cy'],
      flakes: ['dan'],
      completions: ['bob'],
      photos: [{ key: 'k', uploader: 'ada' }],
      chat: state.chatId,
      likes: ['eve'],
      date_created: T0.toISOString(),
      date_completed: null,
      status: 'Pending',
    });
    expect(toOutingView({ ...state, completedAt: T0 }, [])).toMatchObject({ status: 'Completed', date_completed: T0.toISOString() });
  });

  it('carries the whole membership on its events', () => {
    expect(membershipOf(state)).toEqual({
      outingId: state.id,
      chatId: state.chatId,
      creatorId: 'ada',
      activity: state.activity,
      memberIds: ['ada', 'bob'],
      invitedIds: ['cy'],
      flakedIds: ['dan'],
    });
  });
});
