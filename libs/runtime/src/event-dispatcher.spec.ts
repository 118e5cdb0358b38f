import pino from 'pino';
import { createEvent, VerificationRequested } from '@outings/contracts';
import { PoisonEventError } from '@outings/bus';
import type { Database } from '@outings/db';
import { assertSubscriptions, createEventDispatcher } from './event-dispatcher';

const logger = pino({ level: 'silent' });
/** These cases must be settled before any database work. */
const untouchable = new Proxy({} as Database, {
  get: () => {
    throw new Error('the database must not be used');
  },
});

const verificationRequested = () =>
  createEvent(VerificationRequested, { userId: 'u1', email: 'a@example.com', firstName: 'Ann', verifyUrl: 'http://localhost:8080/v' });

describe('assertSubscriptions', () => {
  it('accepts handlers for event types declared in the contracts', () => {
    expect(() => assertSubscriptions('notification', { [VerificationRequested.type]: async () => undefined })).not.toThrow();
  });

  it('refuses event types no contract declares, naming them', () => {
    expect(() => assertSubscriptions('profile', { 'account.registred': async () => undefined, 'x.y': async () => undefined })).toThrow(
      'profile subscribes to event types no contract declares: account.registred, x.y.',
    );
  });

  it('refuses a subscription without a handler function', () => {
    const subscriptions = { [VerificationRequested.type]: undefined } as unknown as Parameters<typeof assertSubscriptions>[1];
    expect(() => assertSubscriptions('notification', subscriptions)).toThrow('notification has no handler function for: account.verification-requested');
  });
});

describe('createEventDispatcher', () => {
  const dispatcher = createEventDispatcher({
    service: 'notification',
    schema: 'notification',
    subscriptions: { [VerificationRequested.type]: async () => undefined },
    database: untouchable,
    logger,
  });

  it('parks an event whose data breaks its contract, without retries', async () => {
    const event = { ...verificationRequested(), data: { userId: 'u1' } };
    await expect(dispatcher(event)).rejects.toBeInstanceOf(PoisonEventError);
    await expect(dispatcher(event)).rejects.toThrow(/^account.verification-requested data breaks its contract: email: /);
  });

  it('acknowledges an event it has no handler for, left by an old binding', async () => {
    const event = { ...verificationRequested(), type: 'account.password-reset-requested' };
    await expect(dispatcher(event)).resolves.toBeUndefined();
  });
});
