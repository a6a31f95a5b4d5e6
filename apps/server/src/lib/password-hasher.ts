import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's baseline parameters (19 MiB, 2 passes). */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

/** A hash of nothing in particular: verifying against it makes a sign-in for an unknown e-mail cost the same. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    await verify(await (dummyHash ??= hash('not-a-real-password', OPTIONS)), password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
