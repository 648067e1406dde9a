import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The secret that signs tokens and encrypts secret settings. Never a hard-coded default: when APP_SECRET
 * is unset we generate one on first start and keep it in DATA_DIR, so restarts keep sessions valid.
 */
export async function resolveAppSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'app-secret');
  const stored = await readSecret(file);
  if (stored !== undefined) return stored;
  await mkdir(dataDir, { recursive: true });
  try {
    // 'wx': if another process wrote one meanwhile, keep theirs.
    await writeFile(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = await readSecret(file);
  if (secret === undefined) throw new Error(`${file} could not be read back`);
  return secret;
}

async function readSecret(file: string): Promise<string | undefined> {
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    // Never silently replace a damaged secret: every session signed with it would become invalid.
    if (stored.length < 32)
      throw new Error(`${file} holds no valid secret (< 32 characters); fix or delete it`);
    return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
