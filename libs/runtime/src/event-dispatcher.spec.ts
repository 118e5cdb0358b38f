import pino from 'pino';
import { z } from 'zod';
import { createEvent, defineEvent, PasswordResetRequested, VerificationRequested } from '@outings/contracts';
import { PoisonEventError } from '@outings/bus';
import type { Database } from '@outings/db';
import { assertSubscriptions, createEventDispatcher } from './event-dispatcher';
import { on, type EventSubscription } from './event-subscription';

const logger = pino({ level: 'silent' });
/** These cases must be settled before any database work. */
const untouchable = new Proxy({} as Database, {
  get: () => {
    throw new Error('the database must not be used');
  },
});

const verificationRequested = () =>
  createEvent(VerificationRequested, { userId: 'u1', email: 'a@example.com', firstName: 'Ann', verifyUrl: 'http://localhost:8080/v' });
const ignore = async () => undefined;

describe('assertSubscriptions', () => {
  it('accepts handlers for event types declared in the contracts', () => {
    expect(() => assertSubscriptions('notification', [on(VerificationRequested, ignore), on(PasswordResetRequested, ignore)])).not.toThrow();
  });

  it('refuses event types no contract declares, naming them', () => {
    const misspelt = defineEvent('auth', 'account.registred', 1, z.object({}));
    const invented = defineEvent('x', 'x.y', 1, z.object({}));
    expect(() => assertSubscriptions('profile', [on(misspelt, ignore), on(invented, ignore)])).toThrow(
      'profile subscribes to event types no contract declares: account.registred, x.y.',
    );
  });

  it('refuses a look-alike of a declared event that is not its contract', () => {
    const lookAlike = defineEvent('auth', VerificationRequested.type, 1, z.object({}));
    expect(() => assertSubscriptions('notification', [on(lookAlike, ignore)])).toThrow(/no contract declares: account.verification-requested/);
  });

  it('refuses a type subscribed twice', () => {
    expect(() => assertSubscriptions('notification', [on(VerificationRequested, ignore), on(VerificationRequested, ignore)])).toThrow(
      'notification subscribes more than once to: account.verification-requested',
    );
  });

  it('refuses a subscription without a handler function', () => {
    const subscriptions = [{ definition: VerificationRequested, handler: undefined }] as unknown as EventSubscription[];
    expect(() => assertSubscriptions('notification', subscriptions)).toThrow('notification has no handler function for: account.verification-requested');
  });
});

describe('on', () => {
  it('checks aggregate versions unless the subscription takes every version', () => {
    expect(on(VerificationRequested, ignore).everyVersion).toBe(false);
    expect(on(VerificationRequested, ignore, { everyVersion: true }).everyVersion).toBe(true);
  });
});

describe('createEventDispatcher', () => {
  const dispatcher = createEventDispatcher({
    service: 'notification',
    schema: 'notification',
    subscriptions: [on(VerificationRequested, ignore)],
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
