// What a runner calls once every service is ready, when `DEMO_SEED=true`: listens for the
// verification links on the bus, seeds the demo world through the services' calls, and
// stops listening; then the demo people answer the Sample Login account's 1:1 messages
// until `stop`. A start that finds the world there seeds nothing.
import { randomUUID } from 'node:crypto';
import type { Infrastructure } from '@outings/runtime';
import type { Logger } from '@outings/service-kit';
import { findDemoCircle } from './demo-circle';
import { answerSampleLogin } from './sample-login-replies';
import { seedDemoWorld, type SeedOutcome } from './seed-demo-world';
import { serviceCaller, type DemoService } from './service-calls';
import { listenForVerificationLinks } from './verification-links';

export interface DemoSeedOptions {
  bus: Infrastructure['bus'];
  eventQueuePrefix: string;
  serviceUrls: Readonly<Record<DemoService, string>>;
  internalAuthSecret: string;
  logger: Logger;
}

/**
 * The seeder's own queues on the bus, beside the services' `<prefix>.<service>`: transient,
 * and named for this start alone, so runners sharing a broker never contend for one (an
 * exclusive queue is refused to a second connection) and a durable queue an older
 * version left under the plain name is never redeclared.
 */
const demoSeederQueue = (eventQueuePrefix: string, start: string): string => `${eventQueuePrefix}.demo-seeder.${start}`;
const demoRepliesQueue = (eventQueuePrefix: string, start: string): string => `${eventQueuePrefix}.demo-replies.${start}`;

export interface DemoSeed {
  outcome: SeedOutcome;
  /** Stops the demo people's replies. */
  stop(): Promise<void>;
}

export async function startDemoSeed({ bus, eventQueuePrefix, serviceUrls, internalAuthSecret, logger }: DemoSeedOptions): Promise<DemoSeed> {
  const callService = serviceCaller(serviceUrls, internalAuthSecret);
  const start = randomUUID();
  const verificationLinks = await listenForVerificationLinks(bus, demoSeederQueue(eventQueuePrefix, start));
  let outcome: SeedOutcome;
  try {
    outcome = await seedDemoWorld({ callService, verificationLinks, logger });
  } finally {
    await verificationLinks.close();
  }
  const circle = await findDemoCircle(callService);
  const replies = await answerSampleLogin(bus, demoRepliesQueue(eventQueuePrefix, start), { callService, circle, logger });
  return { outcome, stop: () => replies.stop() };
}
