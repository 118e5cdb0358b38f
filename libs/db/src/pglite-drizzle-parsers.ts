// drizzle hands PGlite its own result parsers with every query: timestamps, dates and
// intervals (and their arrays) stay text, because drizzle turns them into values itself.
// PGlite merges such parsers into a fresh copy of its whole parser table (about 300
// types) on every query, `{ ...this.parsers, ...options.parsers }`: about 0.1 ms, a quarter
// of a one-row lookup, on the one thread all embedded services share (the session check
// under load). So the client's own table gets those very parsers once,
// and a query whose parsers that table already has is sent without them: PGlite then
// reads its table as it is. Parsers the table does not have (or that are not drizzle's
// keep-as-text ones) are passed on untouched.
import { types, type PGlite, type Transaction } from '@electric-sql/pglite';

type Parser = (value: string, typeId?: number) => unknown;
type QueryOptions = Parameters<PGlite['query']>[2];

/** The types drizzle-orm's PGlite driver keeps as text (drizzle-orm/pglite/session.js). */
export const DRIZZLE_TEXT_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

const keepText: Parser = (value) => value;
const PROBE = 'outings-parser-probe';

/** Keeps `value` as text, as drizzle's own parser for this type would. */
function keepsText(parse: unknown, typeId: number): boolean {
  if (typeof parse !== 'function') return false;
  try {
    return (parse as Parser)(PROBE, typeId) === PROBE;
  } catch {
    return false;
  }
}

/**
 * Gives `client` drizzle's keep-as-text parsers, and returns it wrapped so that queries
 * (in and out of transactions) leave out parsers it already applies.
 */
export function withDrizzleParsers(client: PGlite): PGlite {
  for (const typeId of DRIZZLE_TEXT_TYPES) client.parsers[typeId] = keepText;

  /** The options without their parsers when every one of them is already the client's own. */
  function lean(options: QueryOptions): QueryOptions {
    if (!options?.parsers) return options;
    const parsers: Record<number, unknown> = options.parsers;
    for (const key of Object.keys(parsers)) {
      const typeId = Number(key);
      // A table entry replaced since (PGlite's `refreshArrayTypes`) no longer matches.
      if (client.parsers[typeId] !== keepText || !keepsText(parsers[typeId], typeId)) return options;
    }
    const { parsers: _applied, ...rest } = options;
    return rest;
  }

  function leanTransaction(tx: Transaction): Transaction {
    return new Proxy(tx, {
      get(target, property) {
        if (property !== 'query') return Reflect.get(target, property, target) as unknown;
        return (query: string, params?: unknown[], options?: QueryOptions) => target.query(query, params, lean(options));
      },
    });
  }

  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (property === 'query') {
        return (query: string, params?: unknown[], options?: QueryOptions) => target.query(query, params, lean(options));
      }
      if (property === 'transaction') {
        return <T>(work: (tx: Transaction) => Promise<T>) => target.transaction((tx) => work(leanTransaction(tx)));
      }
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
