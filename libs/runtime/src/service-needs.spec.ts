import type { ObjectStore } from '@outings/storage';
import type { Mailer } from '@outings/mail';
import type { JobQueue } from '@outings/jobs';
import type { Db } from '@outings/db';
import type { Infrastructure } from './infrastructure';
import { createInProcessRealtime } from './realtime/in-process-realtime';
import type { ChatRoomMembership, RealtimeDelivery } from './realtime/realtime-port';
import type { ServiceContext } from './service-module';
import { declaredCapabilities, declaredSettings, everyServiceNeeds, needsOf, type ServiceScope } from './service-needs';

const storage = { ping: async () => undefined } as unknown as ObjectStore;
const mailer = {} as Mailer;
const queue = {} as JobQueue;

function infrastructure(mode: Infrastructure['mode'], parts: Partial<Pick<Infrastructure, 'storage' | 'mailer' | 'jobs' | 'redis' | 'realtime'>>): Infrastructure {
  return { mode, storage: null, mailer: null, jobs: null, redis: null, realtime: null, ...parts } as Infrastructure;
}

const silent = { warn: () => undefined } as unknown as ServiceScope['logger'];
const scope: ServiceScope = { afterCommit: (_tx, task) => task(), logger: silent };

describe('needsOf', () => {
  it("opens only what the process's services declare", () => {
    expect(needsOf(['profile'])).toEqual({});
    expect(needsOf(['media'])).toEqual({ storage: true, jobs: true });
    expect(needsOf(['auth', 'notification'])).toEqual({ redis: true, mailer: true, jobs: true, realtime: true });
    expect(everyServiceNeeds()).toEqual({ storage: true, mailer: true, redis: true, jobs: true, realtime: true });
  });
});

describe('declaredCapabilities', () => {
  const everything = infrastructure('cluster', { storage, mailer, jobs: () => queue, redis: null, realtime: createInProcessRealtime() });

  it('lends a service only what it declared', () => {
    expect(declaredCapabilities('profile', everything, scope)).toEqual({});
    expect(declaredCapabilities('media', everything, scope)).toEqual({ storage, jobs: queue });
    expect(declaredCapabilities('notification', everything, scope)).toEqual({ mailer, jobs: queue, realtime: expect.any(Object) });
  });

  it('stops a start whose service declares what the process did not open', () => {
    expect(() => declaredCapabilities('media', infrastructure('cluster', { jobs: () => queue }), scope)).toThrow('media needs storage, which this process did not open');
    expect(() => declaredCapabilities('notification', infrastructure('cluster', { jobs: () => queue }), scope)).toThrow('notification needs mailer');
    expect(() => declaredCapabilities('notification', infrastructure('cluster', { mailer, jobs: () => queue }), scope)).toThrow('notification needs realtime');
  });

  it('lends a null Redis when there is none (embedded), where the service falls back to memory', () => {
    expect(declaredCapabilities('auth', infrastructure('embedded', {}), scope)).toEqual({ redis: null });
  });

  it("pushes once the caller's transaction commits, to the gateway connected to the hub", () => {
    const hub = createInProcessRealtime();
    const delivered: string[] = [];
    const gateway: RealtimeDelivery & ChatRoomMembership = {
      toUser: (userId: string, event: string, ...args: unknown[]) => void delivered.push(`${event} → ${userId} ${JSON.stringify(args[0])}`),
      toChat: (chatId: string, event: string, ..._args: unknown[]) => void delivered.push(`${event} → chat ${chatId}`),
      joinChat: (userId, chatId) => void delivered.push(`${userId} joins chat ${chatId}`),
      leaveChat: (userId, chatId) => void delivered.push(`${userId} leaves chat ${chatId}`),
    };
    const committed: Array<() => void> = [];
    const deferred: ServiceScope = { afterCommit: (_tx, task) => void committed.push(task), logger: silent };
    const { realtime } = declaredCapabilities('notification', infrastructure('embedded', { mailer, jobs: () => queue, realtime: hub }), deferred);
    const tx = {} as Db;

    realtime?.toUser(tx, 'ada', 'update-user', { topics: ['alerts'] });
    realtime?.toChat(tx, 'c-1', 'update-user', { topics: ['chats'], ids: ['c-1'] });
    realtime?.joinChat(tx, 'ada', 'c-2');
    realtime?.leaveChat(tx, 'ada', 'c-1');
    hub.connect?.(gateway);
    expect(delivered).toEqual([]);
    for (const task of committed) task();
    expect(delivered).toEqual(['update-user → ada {"topics":["alerts"]}', 'update-user → chat c-1', 'ada joins chat c-2', 'ada leaves chat c-1']);
  });

  it('logs a push the delivery refuses instead of failing the committed change', () => {
    const warnings: unknown[] = [];
    const logger = { warn: (...args: unknown[]) => void warnings.push(args) } as unknown as ServiceScope['logger'];
    const gone = () => {
      throw new Error('gateway gone');
    };
    const failing = { toUser: gone, toChat: gone, joinChat: gone, leaveChat: gone, isOnline: gone, connect: null };
    const { realtime } = declaredCapabilities('notification', infrastructure('cluster', { mailer, jobs: () => queue, realtime: failing }), { ...scope, logger });
    expect(() => realtime?.toUser({} as Db, 'ada', 'update-user', { topics: ['alerts'] })).not.toThrow();
    expect(warnings).toHaveLength(1);
  });

  it('makes using an undeclared capability a type error', () => {
    const use = (profile: ServiceContext<'profile'>, media: ServiceContext<'media'>) => [
      // @ts-expect-error profile declares no storage
      profile.storage,
      // @ts-expect-error profile reads no setting
      profile.env.AUTH_RATE_LIMIT_PREFIX,
      media.storage,
    ];
    expect(use).toBeInstanceOf(Function);
  });

  it('makes an update-user push that does not say what changed a type error', () => {
    const push = (notification: ServiceContext<'notification'>, tx: Db) => [
      // @ts-expect-error the browser reads again only what the push names
      notification.realtime.toUser(tx, 'ada', 'update-user'),
      // @ts-expect-error topics are the contract's, no others
      notification.realtime.toUser(tx, 'ada', 'update-user', { topics: ['everything'] }),
      notification.realtime.toUser(tx, 'ada', 'update-user', { topics: ['outings'], ids: ['o-1'] }),
    ];
    expect(push).toBeInstanceOf(Function);
  });
});

describe('declaredSettings', () => {
  it('passes a service only the variables it declared', () => {
    expect(declaredSettings('auth', { AUTH_RATE_LIMIT_PREFIX: 'p', DATABASE_URL: 'postgres://x', SESSION_SECRET: 's' })).toEqual({ AUTH_RATE_LIMIT_PREFIX: 'p' });
    expect(declaredSettings('profile', { AUTH_RATE_LIMIT_PREFIX: 'p' })).toEqual({});
  });
});
