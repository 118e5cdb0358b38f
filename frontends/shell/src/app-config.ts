// Where the remotes live is decided at run time by the gateway (`GET /app-config.json`),
// so one build of the shell works behind any deployment of the remotes.
import * as z from 'zod/mini';

export const REMOTE_NAMES = ['outing', 'social', 'profile', 'chat'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

const appConfigSchema = z.object({ remotes: z.partialRecord(z.enum(REMOTE_NAMES), z.string()) });
export type AppConfig = z.infer<typeof appConfigSchema>;

export async function loadAppConfig(fetchConfig: () => Promise<Response> = () => fetch('/app-config.json', { cache: 'no-cache' })): Promise<AppConfig> {
  const response = await fetchConfig();
  if (!response.ok) throw new Error(`The app configuration could not be loaded (${response.status}).`);
  return appConfigSchema.parse(await response.json());
}
