// PGlite is one connection: while a transaction is open, every statement sent through
// the root handle waits for it to end. Sent from inside that very transaction (say, a
// repository holding `database.db` called without its `tx`), it would wait forever, and
// only in embedded mode, since PostgreSQL would simply use another connection.
//
// A root statement issued from within a transaction's async context is therefore held
// back until that transaction ends, and refused if it has not ended within a timeout:
// the transaction is awaiting the statement, a deadlock. Work merely spawned by the
// transaction (a job, a timer) runs once it ends, exactly as PGlite would run it, and a
// refused statement never reached the database, so it cannot take effect late.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';

interface OpenTransaction {
  ended: Promise<void>;
}

const GUARDED_METHODS = new Set<PropertyKey>(['query', 'exec', 'transaction']);

export interface DeadlockGuard {
  /** The client to hand drizzle: its root statements are checked. */
  client: PGlite;
  /** Runs a transaction's work, marking its async context. */
  insideTransaction<T>(work: () => Promise<T>): Promise<T>;
}

export function createDeadlockGuard(client: PGlite, timeoutMs: number): DeadlockGuard {
  const transactions = new AsyncLocalStorage<OpenTransaction>();

  function afterTransaction(open: OpenTransaction): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const refused = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new Error(
              `A statement sent through the root database from inside a transaction waited ${timeoutMs} ms for it: ` +
                'use the transaction handle (tx) there, or it would wait forever on PGlite.',
            ),
          ),
        timeoutMs,
      );
    });
    return Promise.race([open.ended, refused]).finally(() => clearTimeout(timer));
  }

  const guarded = new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => unknown;
      if (!GUARDED_METHODS.has(property)) return method.bind(target);
      return (...args: unknown[]) => {
        const open = transactions.getStore();
        if (!open) return method.apply(target, args);
        return afterTransaction(open).then(() => method.apply(target, args));
      };
    },
  });

  return {
    client: guarded,
    async insideTransaction(work) {
      let end: () => void = () => undefined;
      const open: OpenTransaction = { ended: new Promise<void>((resolve) => (end = resolve)) };
      try {
        return await transactions.run(open, work);
      } finally {
        end();
      }
    },
  };
}
