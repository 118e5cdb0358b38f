import { boundProblem, categoryToShow, filterActivities, hasBounds, INITIAL_FILTER, readBound, type ActivityFilter } from './activity-filter';
import { makeActivity } from './activity-fixtures';

const cheap = makeActivity({ _id: 'cheap', cost: 0, participants: 1, duration: 1, rating: { average: null, count: 0 } });
const pricey = makeActivity({ _id: 'pricey', cost: 200, participants: 6, duration: 10, rating: { average: 4.5, count: 2 }, featured: true });
const mine = makeActivity({ _id: 'mine', category: 'Culture', created_by: 'user-1', created: true, completed: true, rating: { average: 3, count: 1 } });
const all = [cheap, pricey, mine];

const ids = (filter: Partial<ActivityFilter>) => filterActivities(all, { ...INITIAL_FILTER, ...filter }).map(({ _id }) => _id);

describe('filterActivities', () => {
  it('keeps everything with the initial filter', () => {
    expect(ids({})).toEqual(['cheap', 'pricey', 'mine']);
  });

  it('compares participants, cost and time with their bounds, inclusive', () => {
    expect(ids({ minParticipants: 2 })).toEqual(['pricey', 'mine']);
    expect(ids({ maxParticipants: 2 })).toEqual(['cheap', 'mine']);
    expect(ids({ minCost: 10 })).toEqual(['pricey', 'mine']);
    expect(ids({ maxCost: 10 })).toEqual(['cheap', 'mine']);
    expect(ids({ maxTime: 3 })).toEqual(['cheap', 'mine']);
  });

  it('reads the rating from rating.average, an unrated activity counting as 0', () => {
    expect(ids({ minRating: 3 })).toEqual(['pricey', 'mine']);
    expect(ids({ minRating: 0 })).toEqual(['cheap', 'pricey', 'mine']);
  });

  it('keeps one category unless it is Any', () => {
    expect(ids({ category: 'Culture' })).toEqual(['mine']);
  });

  it('keeps creations, completed or featured activities when toggled', () => {
    expect(ids({ newOnly: true })).toEqual(['mine']);
    expect(ids({ completedOnly: true })).toEqual(['mine']);
    expect(ids({ featuredOnly: true })).toEqual(['pricey']);
    expect(ids({ featuredOnly: true, newOnly: true })).toEqual([]);
  });
});

describe('categoryToShow', () => {
  const tabs = ['Adventure', 'Food & Drink', 'Nature'];
  const inCategory = (category: string) => makeActivity({ category });

  it('keeps the chosen tab while it has matches', () => {
    expect(categoryToShow(tabs, [inCategory('Nature'), inCategory('Adventure')], 'Nature')).toBe('Nature');
  });

  it('moves to the first tab with matches when the chosen one has none', () => {
    expect(categoryToShow(tabs, [inCategory('Nature'), inCategory('Food & Drink')], 'Adventure')).toBe('Food & Drink');
  });

  it('stays when nothing matches anywhere', () => {
    expect(categoryToShow(tabs, [], 'Nature')).toBe('Nature');
  });
});

describe('hasBounds', () => {
  it('is true once a bound or a category is set, not for the toggles', () => {
    expect(hasBounds(INITIAL_FILTER)).toBe(false);
    expect(hasBounds({ ...INITIAL_FILTER, featuredOnly: true })).toBe(false);
    expect(hasBounds({ ...INITIAL_FILTER, maxCost: 0 })).toBe(true);
    expect(hasBounds({ ...INITIAL_FILTER, category: 'Culture' })).toBe(true);
  });
});

describe('boundProblem and readBound', () => {
  it('says at the field what a bound must be, instead of changing it', () => {
    expect(boundProblem('minRating', '7')).toBe('Please enter a number from 0 to 5.');
    expect(boundProblem('maxTime', '30')).toBe('Please enter a number from 0 to 24.');
    expect(boundProblem('minCost', '-4')).toBe('Please enter 0 or more.');
    expect(boundProblem('minParticipants', 'many')).toBe('Please enter a number.');
    expect(boundProblem('minRating', '4.5')).toBeUndefined();
    expect(boundProblem('maxCost', '250')).toBeUndefined();
    expect(boundProblem('maxCost', '  ')).toBeUndefined();
  });

  it('reads empty as unset and a value as it was entered', () => {
    expect(readBound('')).toBeNull();
    expect(readBound('4.5')).toBe(4.5);
    expect(readBound('250')).toBe(250);
  });
});
