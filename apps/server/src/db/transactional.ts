import type { Database } from './client.ts';

/**
 * A repository from a set of queries: the queries bound to the database, plus `transaction`, which runs work with
 * the same queries bound to one transaction (and the raw transaction, for helpers of other features).
 */
export function transactional<Q extends object>(db: Database, queries: (db: Database) => Q) {
  return {
    ...queries(db),
    transaction<T>(work: (tx: Q, raw: Database) => Promise<T>): Promise<T> {
      return db.transaction((tx) => {
        const bound = tx as unknown as Database;
        return work(queries(bound), bound);
      });
    },
  };
}
