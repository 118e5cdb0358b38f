import { PUBLIC_CALLS, type PublicCall } from '@outings/contracts';
import { STATE_CHANGING_GETS, stateChangingGets } from './state-changing-gets';

const TABLE: readonly PublicCall[] = PUBLIC_CALLS;
/** A GET ending so changes state. (The mailed `/auth/verify-email` does too, but opened from a mail it comes from no page of ours.) */
const CHANGING_VERB = /\/(join|leave|delete|logout)$/i;

describe('the state-changing GETs', () => {
  const changesState = stateChangingGets();

  it("are the table's GET entries marked as changing state: logout and the outing join, leave and delete calls of spec §7", () => {
    expect(STATE_CHANGING_GETS).toEqual([
      '/auth/logout',
      '/outing/:userId/:outingId/join',
      '/outing/:userId/:outingId/leave',
      '/outing/:userId/:outingId/delete',
    ]);
    for (const path of ['/auth/logout', '/outing/u1/o1/join', '/outing/u1/o1/leave', '/outing/u1/o1/delete']) {
      expect({ path, changesState: changesState('GET', path) }).toEqual({ path, changesState: true });
    }
  });

  it('leave no GET of the table whose path names a change unmarked', () => {
    const unmarked = TABLE.filter((call) => call.method === 'get' && CHANGING_VERB.test(call.path) && !call.changesState);
    expect(unmarked.map((call) => call.name)).toEqual([]);
  });

  it('are marked on GETs only: any other method is checked as a change anyway', () => {
    expect(TABLE.filter((call) => call.method !== 'get' && call.changesState).map((call) => call.name)).toEqual([]);
  });

  it('covers HEAD, which express answers with the GET route', () => {
    expect(changesState('HEAD', '/auth/logout')).toBe(true);
  });

  it('sees every spelling express would route: letter case, a trailing slash', () => {
    expect(changesState('GET', '/AUTH/Logout/')).toBe(true);
    expect(changesState('GET', '/outing/u1/o1/JOIN')).toBe(true);
  });

  it('leaves reads and other methods alone', () => {
    for (const path of ['/auth/check', '/outing', '/outing/u1/o1', '/outing/u1/o1/join/extra', '/user/u1/logout']) {
      expect({ path, changesState: changesState('GET', path) }).toEqual({ path, changesState: false });
    }
    expect(changesState('POST', '/auth/logout')).toBe(false);
  });
});
