import { hash, type Options, verify } from '@node-rs/argon2';

/** argon2id with the library defaults (m = 19 MiB, t = 2, p = 1), OWASP's recommended minimum. */
const appCost: Options = {};
/**
 * The server's own tests hash at the smallest cost (server/src/test/password-cost.setup.ts), as Rails' tests do with
 * `SecurePassword.min_cost`: they sign hundreds of users up, and argon2 at its real cost was a tenth of their time on
 * PostgreSQL (docs/performance.md, The test suite's time). A check reads the cost from the hash it checks against, so
 * hashes of either cost verify. The app never calls this; a spawned server always hashes at the real cost.
 */
const testCost: Options = { memoryCost: 1024, timeCost: 1 };
let cost = appCost;

export function usePasswordCost(which: 'app' | 'tests'): void {
  cost = which === 'tests' ? testCost : appCost;
}

export const hashPassword = (password: string) => hash(password, cost);

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
  dummyHash ??= hash('listok-dummy-password', cost);
  await verifyPassword(await dummyHash, password);
}
