import type { ObjectStore } from '@outings/storage';
import type { Mailer } from '@outings/mail';
import type { JobQueue } from '@outings/jobs';
import type { Infrastructure } from './infrastructure';
import type { ServiceContext } from './service-module';
import { declaredCapabilities, declaredSettings, everyServiceNeeds, needsOf } from './service-needs';

const storage = { ping: async () => undefined } as unknown as ObjectStore;
const mailer = {} as Mailer;
const queue = {} as JobQueue;

function infrastructure(mode: Infrastructure['mode'], parts: Partial<Pick<Infrastructure, 'storage' | 'mailer' | 'jobs' | 'redis'>>): Infrastructure {
  return { mode, storage: null, mailer: null, jobs: null, redis: null, ...parts } as Infrastructure;
}

describe('needsOf', () => {
  it("opens only what the process's services declare", () => {
    expect(needsOf(['profile'])).toEqual({});
    expect(needsOf(['media'])).toEqual({ storage: true, jobs: true });
    expect(needsOf(['auth', 'notification'])).toEqual({ redis: true, mailer: true, jobs: true });
    expect(everyServiceNeeds()).toEqual({ storage: true, mailer: true, redis: true, jobs: true });
  });
});

describe('declaredCapabilities', () => {
  const everything = infrastructure('cluster', { storage, mailer, jobs: () => queue, redis: null });

  it('lends a service only what it declared', () => {
    expect(declaredCapabilities('profile', everything)).toEqual({});
    expect(declaredCapabilities('media', everything)).toEqual({ storage, jobs: queue });
    expect(declaredCapabilities('notification', everything)).toEqual({ mailer, jobs: queue });
  });

  it('stops a start whose service declares what the process did not open', () => {
    expect(() => declaredCapabilities('media', infrastructure('cluster', { jobs: () => queue }))).toThrow('media needs storage, which this process did not open');
    expect(() => declaredCapabilities('notification', infrastructure('cluster', { jobs: () => queue }))).toThrow('notification needs mailer');
  });

  it('lends a null Redis when there is none (embedded), where the service falls back to memory', () => {
    expect(declaredCapabilities('auth', infrastructure('embedded', {}))).toEqual({ redis: null });
  });

  it('makes using an undeclared capability a type error', () => {
    const use = (profile: ServiceContext<'profile'>, media: ServiceContext<'media'>) => [
      // @ts-expect-error profile declares no storage
      profile.storage,
      // @ts-expect-error profile reads no setting
      profile.env.DEMO_SEED,
      media.storage,
    ];
    expect(use).toBeInstanceOf(Function);
  });
});

describe('declaredSettings', () => {
  it('passes a service only the variables it declared', () => {
    expect(declaredSettings('auth', { DEMO_SEED: 'true', DATABASE_URL: 'postgres://x', SESSION_SECRET: 's' })).toEqual({ DEMO_SEED: 'true' });
    expect(declaredSettings('profile', { DEMO_SEED: 'true' })).toEqual({});
  });
});
