import { hash, verify } from '@node-rs/argon2';

// argon2id with the library defaults (m = 19 MiB, t = 2, p = 1), OWASP's recommended minimum.
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check, so an unknown account answers as slowly as a wrong password. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hash('listok-dummy-password');
  await verifyPassword(await dummyHash, password);
}
