import { withFirstPage, withNextPage, type PagedList } from './paged-list';

interface Row {
  _id: string;
  at: string;
}
const row = (id: string, minute: number): Row => ({ _id: id, at: `2026-11-27T10:${String(minute).padStart(2, '0')}:00.000Z` });
const position = (item: Row) => ({ at: item.at, id: item._id });
const ids = (list: PagedList<Row>) => list.items.map((item) => item._id);

// Loaded: two pages, newest first, and the cursor after the second.
const loaded: PagedList<Row> = { items: [row('f', 50), row('e', 40), row('d', 30), row('c', 20), row('b', 10)], next: 'after-b' };

describe('withFirstPage', () => {
  it('keeps what later pages loaded, and their cursor, below the new first page', () => {
    const page = { items: [row('g', 55), row('f', 50), row('e', 40)], next: 'after-e' };
    const list = withFirstPage(loaded, page, position);
    expect(ids(list)).toEqual(['g', 'f', 'e', 'd', 'c', 'b']);
    expect(list.next).toBe('after-b');
  });

  it('drops what sorts within the page but is no longer in it (cleared, left)', () => {
    const page = { items: [row('f', 50), row('d', 30)], next: 'after-d' };
    expect(ids(withFirstPage(loaded, page, position))).toEqual(['f', 'd', 'c', 'b']);
  });

  it('takes an item moved up from a later page once, at its new place', () => {
    const page = { items: [row('b', 59), row('f', 50), row('e', 40)], next: 'after-e' };
    expect(ids(withFirstPage(loaded, page, position))).toEqual(['b', 'f', 'e', 'd', 'c']);
  });

  it('orders items of the same time by id, as the server does', () => {
    const tied: PagedList<Row> = { items: [row('y', 30), row('x', 30)], next: null };
    const page = { items: [row('z', 30), row('y', 30)], next: 'after-y' };
    expect(ids(withFirstPage(tied, page, position))).toEqual(['z', 'y', 'x']);
  });

  it('is the page alone when it is the whole list, or nothing older was loaded', () => {
    const whole = { items: [row('f', 50)], next: null };
    expect(withFirstPage(loaded, whole, position)).toEqual(whole);
    const firstOnly = { items: [row('f', 50), row('e', 40)], next: 'after-e' };
    expect(withFirstPage({ items: [row('f', 50)], next: 'after-f' }, firstOnly, position)).toEqual(firstOnly);
  });
});

describe('withNextPage', () => {
  it('adds the next page below, without what is held already, and takes its cursor', () => {
    const list = withNextPage(loaded, { items: [row('f', 50), row('a', 5)], next: null });
    expect(ids(list)).toEqual(['f', 'e', 'd', 'c', 'b', 'a']);
    expect(list.next).toBeNull();
  });
});
