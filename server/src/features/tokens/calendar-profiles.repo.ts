import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { calendarProfileMinutes, type Lang } from '@listok/contract';
import { eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { apiTokens, calendarProfiles, users } from '../../db/schema.js';
import { newToken, tokenHash } from '../../lib/tokens.js';

/**
 * The one-time links of configuration profiles. The profile holds the device's app password, which the server keeps
 * only as a hash: the link's secret seals it (AES-256-GCM under a key derived from the secret), so the row alone
 * opens nothing, and the password is readable only by whoever holds the link, once.
 */

export const calendarProfileLifetimeMs = calendarProfileMinutes * 60 * 1000;

/** The AES key of a link's secret: a hash of its own, apart from the row's key (`tokenHash`). */
const keyOf = (secret: string) => createHash('sha256').update('listok calendar profile\0').update(secret).digest();

function seal(password: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const sealed = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

function unseal(sealed: string, secret: string): string | undefined {
  const bytes = Buffer.from(sealed, 'base64url');
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

/** A link for the token's profile: its secret, which only the answer that makes it carries. */
export async function insertCalendarProfile(db: Executor, tokenId: number, password: string): Promise<string> {
  const secret = newToken();
  await db.insert(calendarProfiles).values({
    secretHash: tokenHash(secret),
    tokenId,
    sealedPassword: seal(password, secret),
  });
  return secret;
}

/** What a profile is made of: the app password, its token's name, and its user. */
export interface ProfileContent {
  password: string;
  tokenName: string;
  userId: number;
  username: string;
  lang: Lang;
}

/**
 * The profile of a link's secret: taken out (a second call finds nothing), or only looked at (`peek`: a HEAD, which
 * a link preview may send, spends nothing). Undefined when unknown, used, revoked with its token, or too old.
 */
export async function openCalendarProfile(
  db: Executor,
  secret: string,
  { peek }: { peek: boolean },
): Promise<ProfileContent | undefined> {
  const where = eq(calendarProfiles.secretHash, tokenHash(secret));
  const [row] = peek
    ? await db.select().from(calendarProfiles).where(where)
    : await db.delete(calendarProfiles).where(where).returning();
  if (!row || row.createdAt.getTime() < Date.now() - calendarProfileLifetimeMs) return undefined;
  const password = unseal(row.sealedPassword, secret);
  const [owner] = await db
    .select({ tokenName: apiTokens.name, userId: users.id, username: users.username, lang: users.lang })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.id, row.tokenId));
  return password === undefined || !owner ? undefined : { password, ...owner };
}

export async function purgeCalendarProfiles(db: Executor, before: Date) {
  await db.delete(calendarProfiles).where(lt(calendarProfiles.createdAt, before));
}
