// What a runner calls once every service is ready, when `DEMO_SEED=true`: listens for the
// verification links on the bus, seeds the demo world through the services' calls, and
// stops listening. A start that finds the world there changes nothing.
import type { Infrastructure } from '@outings/runtime';
import type { Logger } from '@outings/service-kit';
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

/** The seeder's own queue on the bus, beside the services' `<prefix>.<service>`. */
export const demoSeederQueue = (eventQueuePrefix: string): string => `${eventQueuePrefix}.demo-seeder`;

export async function startDemoSeed({ bus, eventQueuePrefix, serviceUrls, internalAuthSecret, logger }: DemoSeedOptions): Promise<SeedOutcome> {
  const verificationLinks = await listenForVerificationLinks(bus, demoSeederQueue(eventQueuePrefix));
  try {
    return await seedDemoWorld({ callService: serviceCaller(serviceUrls, internalAuthSecret), verificationLinks, logger });
  } finally {
    await verificationLinks.close();
  }
}
