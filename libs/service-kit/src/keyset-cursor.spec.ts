import { beforeCursorOf, decodeCursor, encodeCursor, pageOf } from './keyset-cursor';

const at = new Date('2026-11-27T10:00:00.123Z');
const id = '0b7a0f2e-3f55-4c1e-9a59-2d4b3e0c9d11';

describe('keyset cursor', () => {
  it('names the same position back', () => {
    expect(decodeCursor(encodeCursor({ at, id }))).toEqual({ at, id });
  });

  it('is opaque: url-safe, neither the time nor the id readable as is', () => {
    const cursor = encodeCursor({ at, id });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(cursor).not.toContain(id);
  });

  it.each([
    ['not base64url', 'a b'],
    ['no separator', Buffer.from('2026-11-27T10:00:00.123Z').toString('base64url')],
    ['no time', Buffer.from(`yesterday|${id}`).toString('base64url')],
    ['no id', Buffer.from('2026-11-27T10:00:00.123Z|').toString('base64url')],
    ['too long', 'A'.repeat(129)],
    ['not a string', 42],
  ])('refuses a cursor with %s', (_case, raw) => {
    expect(decodeCursor(raw)).toBeNull();
  });

  it('reads `before` from a query: none for the first page, 400 for a bad one', () => {
    expect(beforeCursorOf({})).toBeNull();
    expect(beforeCursorOf({ before: '' })).toBeNull();
    expect(beforeCursorOf({ before: encodeCursor({ at, id }) })).toEqual({ at, id });
    expect(() => beforeCursorOf({ before: ['x', 'y'] })).toThrow(expect.objectContaining({ status: 400 }));
  });

  it('cuts a page of `size` and points after its last row only when more follow', () => {
    const rows = [1, 2, 3].map((n) => ({ at: new Date(at.getTime() - n), id: `r${n}` }));
    const full = pageOf(rows, 2, (row) => row);
    expect(full.items.map((row) => row.id)).toEqual(['r1', 'r2']);
    expect(full.next && decodeCursor(full.next)).toEqual({ at: rows[1]?.at, id: 'r2' });
    expect(pageOf(rows.slice(0, 2), 2, (row) => row).next).toBeNull();
  });
});
