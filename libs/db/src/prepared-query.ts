// A query the hot path runs on every call (the profile lookup behind every session check)
// is worth building once: drizzle's query builder costs about half of what a one-row
// lookup costs PGlite itself, and on PostgreSQL a named prepared statement is parsed and
// planned once per connection instead of per query. A prepared query belongs to the
// handle it was built on (the root database or one transaction), hence one per handle.
import type { Db } from './port';

/** `prepare` run once per handle; the result is kept as long as the handle lives. */
export function preparedPerHandle<Prepared>(prepare: (db: Db) => Prepared): (db: Db) => Prepared {
  const byHandle = new WeakMap<Db, Prepared>();
  return (db) => {
    let prepared = byHandle.get(db);
    if (prepared === undefined) {
      prepared = prepare(db);
      byHandle.set(db, prepared);
    }
    return prepared;
  };
}
