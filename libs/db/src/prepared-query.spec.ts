import type { Db } from './port';
import { preparedPerHandle } from './prepared-query';

describe('preparedPerHandle', () => {
  it('prepares once per handle, and again for another handle (a transaction)', () => {
    const prepare = jest.fn((db: Db) => ({ on: db }));
    const query = preparedPerHandle(prepare);
    const root = {} as Db;
    const tx = {} as Db;
    expect(query(root)).toBe(query(root));
    expect(query(tx).on).toBe(tx);
    expect(query(root).on).toBe(root);
    expect(prepare).toHaveBeenCalledTimes(2);
  });
});
