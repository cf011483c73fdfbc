import { and, count, eq, gt, max, min, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/client.js';
import { loginFailures, signInAddresses } from '../db/schema.js';
import { AppError } from './errors.js';
import { tokenHash } from './tokens.js';

/**
 * The limits of failed sign-ins (docs/api.md, Sign-up, sign-in, sessions), one store for every way in: the password
 * sign-in (`user:<id>`, or `login:<name>` for a name no account has) and the CalDAV server's app passwords
 * (`caldav:user:<id>`, `caldav:login:<name>`). The counters live in `login_failures`, shared by every server process.
 */
export interface SignInAttempt {
  /** Whose failures count together. */
  account: string;
  /** The client's address. */
  address: string;
}

/** Failed sign-ins from one address, over all accounts, are limited more loosely than per pair: a family may share it. */
const addressFailureFactor = 10;
/** Failed sign-ins of one account, over all addresses, beyond which only its known addresses get in without delay. */
const accountCeilingFactor = 10;

const lockedOut = (until: number) =>
  new AppError('TOO_MANY_LOGIN_FAILURES', { params: { seconds: Math.max(1, Math.ceil((until - Date.now()) / 1000)) } });

/** Addresses are kept hashed with the account: what the table needs is equality, not the address. */
const addressHash = ({ account, address }: SignInAttempt) => tokenHash(`${account}|${address}`);

/**
 * The failures since `since` other than the attempt `exceptId`: of this account from this address (and the oldest),
 * and of this account from anywhere (and the latest).
 */
async function countFailures(db: Executor, { account, address }: SignInAttempt, since: Date, exceptId?: number) {
  const [row] = await db
    .select({
      pair: sql<number>`count(*) filter (where ${loginFailures.address} = ${address})::int`,
      pairOldest: sql<
        Date | string | null
      >`min(${loginFailures.createdAt}) filter (where ${loginFailures.address} = ${address})`,
      account: sql<number>`count(*)::int`,
      accountLatest: max(loginFailures.createdAt),
    })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.account, account),
        gt(loginFailures.createdAt, since),
        exceptId === undefined ? undefined : ne(loginFailures.id, exceptId),
      ),
    );
  const date = (value: Date | string | null | undefined) => (value ? new Date(value) : null);
  return {
    pair: Number(row?.pair ?? 0),
    pairOldest: date(row?.pairOldest),
    account: Number(row?.account ?? 0),
    accountLatest: date(row?.accountLatest),
  };
}

/** Whether the account signed in from the address since `since`. */
async function isKnownAddress(db: Executor, attempt: SignInAttempt, since: Date) {
  const [row] = await db
    .select({ lastAt: signInAddresses.lastAt })
    .from(signInAddresses)
    .where(
      and(
        eq(signInAddresses.account, attempt.account),
        eq(signInAddresses.addressHash, addressHash(attempt)),
        gt(signInAddresses.lastAt, since),
      ),
    );
  return row !== undefined;
}

/**
 * Why this attempt is refused, if it is (the recorded attempt `exceptId` itself not counted):
 * - ten times LOGIN_FAILURE_LIMIT failures from the address over all accounts (when RATE_LIMIT_ADDRESS is on);
 * - LOGIN_FAILURE_LIMIT failures of this account from this address lock this pair for the rest of the window; other
 *   addresses, the owner's among them, are not locked out by them;
 * - beyond accountCeilingFactor times as many from all addresses, the account answers an address it was not signed
 *   in from lately only once a delay has passed since its last failure, a delay that doubles with every further
 *   failure up to the window: guessing from many addresses slows to a trickle, while the owner's own addresses get in.
 */
async function refusalOf(
  app: FastifyInstance,
  attempt: SignInAttempt,
  exceptId?: number,
): Promise<{ refusal?: AppError; pairFailures: number }> {
  const { config, db } = app;
  const { loginFailureLimit: limit, loginFailureWindowMs: windowMs } = config;
  const since = new Date(Date.now() - windowMs);
  if (config.rateLimitAddress) {
    const [fromAddress] = await db
      .select({ failures: count(), oldest: min(loginFailures.createdAt) })
      .from(loginFailures)
      .where(
        and(
          eq(loginFailures.address, attempt.address),
          gt(loginFailures.createdAt, since),
          exceptId === undefined ? undefined : ne(loginFailures.id, exceptId),
        ),
      );
    if ((fromAddress?.failures ?? 0) >= limit * addressFailureFactor) {
      return { refusal: lockedOut((fromAddress?.oldest?.getTime() ?? Date.now()) + windowMs), pairFailures: 0 };
    }
  }
  const failures = await countFailures(db, attempt, since, exceptId);
  const pairFailures = failures.pair;
  if (pairFailures >= limit) {
    return { refusal: lockedOut((failures.pairOldest?.getTime() ?? Date.now()) + windowMs), pairFailures };
  }
  const ceiling = limit * accountCeilingFactor;
  if (failures.account < ceiling) return { pairFailures };
  if (await isKnownAddress(db, attempt, new Date(Date.now() - config.sessionIdleMs))) return { pairFailures };
  const delayMs = Math.min(windowMs, 1000 * 2 ** Math.min(failures.account - ceiling, 30));
  const until = (failures.accountLatest?.getTime() ?? 0) + delayMs;
  return until > Date.now() ? { refusal: lockedOut(until), pairFailures } : { pairFailures };
}

/** Counts a failed sign-in. */
export async function recordSignInFailure(db: Executor, { account, address }: SignInAttempt): Promise<number> {
  const [row] = await db.insert(loginFailures).values({ account, address }).returning({ id: loginFailures.id });
  return row!.id;
}

/**
 * Records the attempt as a failure before its password is checked, so that concurrent attempts count each other and
 * cannot all pass a limit with one free place, then refuses it (429 `TOO_MANY_LOGIN_FAILURES`, the attempt not
 * counted) when a limit is reached. The attempt stays a failure unless `signInSucceeded` follows.
 */
export async function startSignIn(app: FastifyInstance, attempt: SignInAttempt): Promise<void> {
  const id = await recordSignInFailure(app.db, attempt);
  const { refusal } = await refusalOf(app, attempt, id);
  if (refusal) {
    await app.db.delete(loginFailures).where(eq(loginFailures.id, id));
    throw refusal;
  }
}

/**
 * Refuses an attempt over a limit (429 `TOO_MANY_LOGIN_FAILURES`) without recording it, for callers that record only
 * the failures (`recordSignInFailure`) after the check. Answers how many failures the pair has, which a success clears.
 */
export async function assertUnderSignInLimits(app: FastifyInstance, attempt: SignInAttempt): Promise<number> {
  const { refusal, pairFailures } = await refusalOf(app, attempt);
  if (refusal) throw refusal;
  return pairFailures;
}

/** A right password from an address clears that address's failures on the account, not other addresses'. */
export async function signInSucceeded(db: Executor, { account, address }: SignInAttempt) {
  await db.delete(loginFailures).where(and(eq(loginFailures.account, account), eq(loginFailures.address, address)));
}

/** Remembers the address as one the account signs in from: its failure ceiling lets it in. */
export async function rememberSignInAddress(db: Executor, attempt: SignInAttempt) {
  await db
    .insert(signInAddresses)
    .values({ account: attempt.account, addressHash: addressHash(attempt) })
    .onConflictDoUpdate({
      target: [signInAddresses.account, signInAddresses.addressHash],
      set: { lastAt: sql`now()` },
    });
}

export async function purgeLoginFailures(db: Executor, before: Date) {
  await db.delete(loginFailures).where(sql`${loginFailures.createdAt} < ${before}`);
}

export async function purgeSignInAddresses(db: Executor, before: Date) {
  await db.delete(signInAddresses).where(sql`${signInAddresses.lastAt} < ${before}`);
}
