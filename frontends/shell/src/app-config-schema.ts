// The shape of `GET /app-config.json`, loaded with the configuration (zod stays out of the
// login page's first scripts).
import * as z from 'zod/mini';
import { REMOTE_NAMES } from './app-config';

export const appConfigSchema = z.object({ remotes: z.partialRecord(z.enum(REMOTE_NAMES), z.string()) });
