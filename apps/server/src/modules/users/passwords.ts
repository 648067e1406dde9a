import { hash, verify } from '@node-rs/argon2';

// The library's defaults are argon2id, 19 MiB, 2 passes: OWASP's baseline (a test checks the `$argon2id$`
// prefix). It bounds login throughput by design; see docs/benchmarks.md.
export const hashPassword = (password: string): Promise<string> => hash(password);

// Verified against when the account does not exist, so a wrong login name costs as much time as a
// wrong password (no user enumeration by timing).
let dummyHash: Promise<string> | undefined;

/** Verifies `password` against `passwordHash`; with no hash it still spends the time and says no. */
export async function verifyPassword(passwordHash: string | null | undefined, password: string) {
  if (!passwordHash) {
    dummyHash ??= hashPassword('not a real password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
