import { categoryToShow, filterActivities, hasBounds, INITIAL_FILTER, type ActivityFilter } from './activity-filter';
import { makeActivity } from './activity-fixtures';
import { readBound } from './filter-form';

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

describe('readBound', () => {
  it('reads empty as unset and keeps a value inside the input limits', () => {
    expect(readBound('minRating', '')).toBeNull();
    expect(readBound('minRating', '7')).toBe(5);
    expect(readBound('maxTime', '30')).toBe(24);
    expect(readBound('minCost', '-4')).toBe(0);
    expect(readBound('maxCost', '250')).toBe(250);
  });
});
