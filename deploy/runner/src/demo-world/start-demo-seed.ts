// What a runner calls once every service is ready, when `DEMO_SEED=true`: listens for the
// verification links on the bus, seeds the demo world through the services' calls, and
// stops listening; then the demo people answer the Sample Login account's 1:1 messages
// until `stop`. A start that finds the world there seeds nothing.
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

/** The seeder's own queues on the bus, beside the services' `<prefix>.<service>`. */
export const demoSeederQueue = (eventQueuePrefix: string): string => `${eventQueuePrefix}.demo-seeder`;
export const demoRepliesQueue = (eventQueuePrefix: string): string => `${eventQueuePrefix}.demo-replies`;

export interface DemoSeed {
  outcome: SeedOutcome;
  /** Stops the demo people's replies. */
  stop(): Promise<void>;
}

export async function startDemoSeed({ bus, eventQueuePrefix, serviceUrls, internalAuthSecret, logger }: DemoSeedOptions): Promise<DemoSeed> {
  const callService = serviceCaller(serviceUrls, internalAuthSecret);
  const verificationLinks = await listenForVerificationLinks(bus, demoSeederQueue(eventQueuePrefix));
  let outcome: SeedOutcome;
  try {
    outcome = await seedDemoWorld({ callService, verificationLinks, logger });
  } finally {
    await verificationLinks.close();
  }
  const circle = await findDemoCircle(callService);
  const replies = await answerSampleLogin(bus, demoRepliesQueue(eventQueuePrefix), { callService, circle, logger });
  return { outcome, stop: () => replies.stop() };
}
