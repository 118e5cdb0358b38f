import { randomUUID } from 'node:crypto';
import { isUserId } from './user-id';

describe('user ids', () => {
  it('accepts the UUIDs the service makes', () => {
    expect(isUserId(randomUUID())).toBe(true);
  });

  it('refuses anything else', () => {
    for (const value of ['', '1', 'admin', `${randomUUID()}x`, "' or 1=1 --", '64f1c2a9e4b0a1b2c3d4e5f6']) {
      expect(isUserId(value)).toBe(false);
    }
  });
});
