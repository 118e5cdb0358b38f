// The services' own logger (same redaction and serializers), silent unless TEST_LOG_LEVEL asks.
import { createLogger } from '@outings/service-kit';

export const logger = createLogger('test', process.env.TEST_LOG_LEVEL ?? 'silent');
