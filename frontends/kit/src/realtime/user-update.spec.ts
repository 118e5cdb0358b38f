import { USER_UPDATE_TOPICS } from '@outings/contracts';
import { userUpdateOf } from './user-update';

describe('userUpdateOf', () => {
  it('keeps what a push names', () => {
    expect(userUpdateOf({ topics: ['alerts'] })).toEqual({ topics: ['alerts'] });
    expect(userUpdateOf({ topics: ['chats', 'alerts'], ids: ['c-1'] })).toEqual({ topics: ['chats', 'alerts'], ids: ['c-1'] });
  });

  it('counts a push it cannot read as a change of everything', () => {
    for (const pushed of [undefined, {}, { topics: [] }, { topics: ['weather'] }, { topics: ['alerts'], ids: [3] }]) {
      expect(userUpdateOf(pushed)).toEqual({ topics: [...USER_UPDATE_TOPICS] });
    }
  });
});
