import { makeFriend } from '../../test/fixtures';
import { filterFriends } from './friend-search';

const friend = (first_name: string, last_name = '') => makeFriend({ _id: first_name, first_name, last_name });
const friends = [friend('Zoe', 'Adams'), friend('anna', 'Berg'), friend('Mia', 'Zander')];

describe('filterFriends', () => {
  it('sorts by first name', () => {
    expect(filterFriends(friends, '').map((f) => f.first_name)).toEqual(['anna', 'Mia', 'Zoe']);
  });

  it('matches first or last name, case-insensitive and trimmed', () => {
    expect(filterFriends(friends, '  ZA ').map((f) => f.first_name)).toEqual(['Mia']);
    expect(filterFriends(friends, 'ann').map((f) => f.first_name)).toEqual(['anna']);
    expect(filterFriends(friends, 'adams').map((f) => f.first_name)).toEqual(['Zoe']);
  });
});
