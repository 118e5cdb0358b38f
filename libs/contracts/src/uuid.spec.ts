import { randomUUID } from 'node:crypto';
import { isUuid } from './uuid';

describe('isUuid', () => {
  it('accepts the UUIDs the services make, in either case', () => {
    const id = randomUUID();
    expect(isUuid(id)).toBe(true);
    expect(isUuid(id.toUpperCase())).toBe(true);
  });

  it('refuses anything a uuid column would refuse', () => {
    for (const value of ['', '1', 'admin', `${randomUUID()}x`, ` ${randomUUID()}`, "' or 1=1 --", '64f1c2a9e4b0a1b2c3d4e5f6', 'g4f1c2a9-e4b0-a1b2-c3d4-e5f6a7b8c9d0']) {
      expect(isUuid(value)).toBe(false);
    }
  });
});
