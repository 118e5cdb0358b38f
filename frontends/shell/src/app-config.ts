// Where the remotes live is decided at run time by the gateway (`GET /app-config.json`),
// so one build of the shell works behind any deployment of the remotes.
import type * as z from 'zod/mini';
import type { appConfigSchema } from './app-config-schema';

export const REMOTE_NAMES = ['outing', 'social', 'profile', 'chat'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export type AppConfig = z.infer<typeof appConfigSchema>;

export async function loadAppConfig(fetchConfig: () => Promise<Response> = () => fetch('/app-config.json', { cache: 'no-cache' })): Promise<AppConfig> {
  const [{ appConfigSchema }, response] = await Promise.all([import('./app-config-schema'), fetchConfig()]);
  if (!response.ok) throw new Error(`The app configuration could not be loaded (${response.status}).`);
  return appConfigSchema.parse(await response.json());
}
