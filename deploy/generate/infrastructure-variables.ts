// What a service's declared needs add to its environment, besides the database and the
// broker every service gets: the generated compose and k8s entries give it these and no
// others (deploy/test/deployables.ts checks the result independently).
import type { ServiceNeeds } from '@outings/contracts';

/** Redis backs the shared client, the job queues and realtime pushes. */
export const needsRedis = (needs: ServiceNeeds) => needs.redis === true || needs.jobs === true || needs.realtime === true;

/**
 * The k8s Secret keys it reads, after DATABASE_URL and RABBITMQ_URL: the secret the
 * gateway signs its calls with (every service), then those its needs imply.
 */
export function secretVariables(needs: ServiceNeeds): string[] {
  return [
    'INTERNAL_AUTH_SECRET',
    ...(needsRedis(needs) ? ['REDIS_URL'] : []),
    ...(needs.storage ? ['S3_ACCESS_KEY', 'S3_SECRET_KEY'] : []),
    ...(needs.mailer ? ['SMTP_URL'] : []),
  ];
}
