import { availableFriendIdsOf } from './availability';

describe('availableFriendIdsOf', () => {
  const statuses = new Map([
    ['grace', 'Ready'],
    ['alan', 'Searching'],
    ['kim', 'Busy'],
    ['hedy', 'Ready'],
    ['odd', 'Sleeping'],
  ]);

  it('keeps the invitees who are friends and Ready or Searching, in the invitees order', () => {
    const friends = new Set(['grace', 'alan', 'kim', 'odd']);
    expect(availableFriendIdsOf(['alan', 'kim', 'hedy', 'grace', 'odd'], friends, statuses)).toEqual(['alan', 'grace']);
  });

  it('counts a friend with no status yet as a new profile: Ready', () => {
    expect(availableFriendIdsOf(['newcomer', 'stranger'], new Set(['newcomer']), statuses)).toEqual(['newcomer']);
  });
});
