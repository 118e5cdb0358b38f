// A cluster's gateway needs a fixed session secret (a new one would log everybody out
// at each restart). Locally it is generated once and kept beside the data.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const SESSION_SECRET_FILE = 'session-secret';

export async function persistentSessionSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, SESSION_SECRET_FILE);
  try {
    const kept = (await readFile(file, 'utf8')).trim();
    if (kept.length >= 32) return kept;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  // Readable by its owner only: whoever has it can forge sessions.
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
