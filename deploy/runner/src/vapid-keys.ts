// Web push signs with a VAPID key pair that must outlive restarts: browsers subscribed
// with its public key, and a new pair would silently orphan every subscription. Unless
// VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set, the runners make one once and keep it
// beside the data (compose and k8s hand it in as a secret instead).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webPush from 'web-push';
import { z } from 'zod';

export const VAPID_KEYS_FILE = 'vapid-keys.json';

const keysSchema = z.object({ publicKey: z.string().min(80), privateKey: z.string().min(40) });
export type VapidKeyPair = z.infer<typeof keysSchema>;

async function keptPair(file: string): Promise<VapidKeyPair | null> {
  try {
    const parsed = keysSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch (error) {
    // Missing, or not JSON (a torn write): a new pair replaces it.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || error instanceof SyntaxError) return null;
    throw error;
  }
}

export async function persistentVapidKeys(dataDir: string): Promise<VapidKeyPair> {
  const file = path.join(dataDir, VAPID_KEYS_FILE);
  const kept = await keptPair(file);
  if (kept) return kept;
  await mkdir(dataDir, { recursive: true });
  const { publicKey, privateKey } = webPush.generateVAPIDKeys();
  // Readable by its owner only: whoever has the private key can push as this server.
  await writeFile(file, `${JSON.stringify({ publicKey, privateKey }, null, 2)}\n`, { mode: 0o600 });
  return { publicKey, privateKey };
}

/** The notification service's VAPID settings: as configured, else the kept pair. */
export async function vapidEnvironment(env: NodeJS.ProcessEnv, dataDir: string): Promise<NodeJS.ProcessEnv> {
  if (env.VAPID_PUBLIC_KEY || env.VAPID_PRIVATE_KEY) return {};
  const { publicKey, privateKey } = await persistentVapidKeys(dataDir);
  return { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey };
}
