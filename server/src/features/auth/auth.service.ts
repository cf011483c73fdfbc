import type { LoginBody, SignupBody } from '@listok/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { confirmAddressMail, mailAddressLink } from '../../lib/address-links.js';
import { AppError, violatedUniqueConstraint } from '../../lib/errors.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.js';
import { tokenHash } from '../../lib/tokens.js';
import * as repo from './auth.repo.js';

/** Failed sign-ins from one address, over all accounts, are limited more loosely than per pair: a family may share it. */
const addressFailureFactor = 10;
/** Failed sign-ins of one account, over all addresses, beyond which only its known addresses get in without delay. */
export const accountCeilingFactor = 10;

/** Refuses password sign-in and sign-up when the server lets people in by single sign-on only (PASSWORD_LOGIN=off). */
function assertPasswordLogin(app: FastifyInstance, code: 'PASSWORD_LOGIN_OFF' | 'SIGNUP_OFF') {
  if (!app.config.passwordLogin) throw new AppError(code, { params: { name: app.config.sso?.name ?? '' } });
}

export async function signup(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, body: SignupBody) {
  assertPasswordLogin(app, 'SIGNUP_OFF');
  const email = body.email.toLowerCase();
  const taken = await repo.takenFields(app.db, email, body.username);
  if (taken.email) throw new AppError('EMAIL_TAKEN', { fields: { email: 'errors.EMAIL_TAKEN' } });
  if (taken.username) throw new AppError('USERNAME_TAKEN', { fields: { username: 'errors.USERNAME_TAKEN' } });
  const passwordHash = await hashPassword(body.password);
  try {
    // The address is not confirmed yet: a link to confirm it is mailed; signing in does not wait for it.
    const user = await app.db.transaction(async (tx) => {
      const user = await repo.insertUser(tx, { email, username: body.username, passwordHash, lang: request.lang });
      await mailAddressLink(app, tx, user.id, email, (link) =>
        confirmAddressMail(email, user.username, link, user.lang),
      );
      await app.sessions.start(reply, user.id, tx);
      return user;
    });
    void app.mailer.deliverDue();
    return user;
  } catch (error) {
    // Two signups racing for the same name: the unique index decides.
    const constraint = violatedUniqueConstraint(error);
    if (constraint !== undefined) {
      throw constraint.includes('email')
        ? new AppError('EMAIL_TAKEN', { fields: { email: 'errors.EMAIL_TAKEN' } })
        : new AppError('USERNAME_TAKEN', { fields: { username: 'errors.USERNAME_TAKEN' } });
    }
    throw error;
  }
}

const lockedOut = (until: number) =>
  new AppError('TOO_MANY_LOGIN_FAILURES', { params: { seconds: Math.max(1, Math.ceil((until - Date.now()) / 1000)) } });

/** Addresses are kept hashed with the account: what the table needs is equality, not the address. */
const addressHash = (account: string, address: string) => tokenHash(`${account}|${address}`);

/**
 * Why this attempt on `account` from `address` is refused, if it is (the attempt `attempt` itself not counted):
 * - LOGIN_FAILURE_LIMIT failures of this account from this address lock this pair for the rest of the window; other
 *   addresses, the owner's among them, are not locked out by them;
 * - beyond accountCeilingFactor times as many from all addresses, the account answers an address it was not signed
 *   in from lately only once a delay has passed since its last failure, a delay that doubles with every further
 *   failure up to the window: guessing from many addresses slows to a trickle, while the owner's own addresses get in.
 */
async function refusalOf(app: FastifyInstance, account: string, address: string, attempt: number) {
  const { loginFailureLimit: limit, loginFailureWindowMs: windowMs } = app.config;
  const failures = await repo.countLoginFailures(app.db, account, address, new Date(Date.now() - windowMs), attempt);
  if (failures.pair >= limit) return lockedOut((failures.pairOldest?.getTime() ?? Date.now()) + windowMs);
  const ceiling = limit * accountCeilingFactor;
  if (failures.account < ceiling) return undefined;
  const since = new Date(Date.now() - app.config.sessionIdleMs);
  if (await repo.isKnownAddress(app.db, account, addressHash(account, address), since)) return undefined;
  const delayMs = Math.min(windowMs, 1000 * 2 ** Math.min(failures.account - ceiling, 30));
  const until = (failures.accountLatest?.getTime() ?? 0) + delayMs;
  return until > Date.now() ? lockedOut(until) : undefined;
}

/**
 * Checks the credentials and starts a new session. Unknown accounts and wrong passwords answer the same text after
 * the same work, and both count towards the same limits.
 */
export async function login(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, body: LoginBody) {
  assertPasswordLogin(app, 'PASSWORD_LOGIN_OFF');
  const { config, db } = app;
  const user = await repo.findUserByLogin(db, body._username);
  const account = user ? `user:${user.id}` : `login:${body._username.toLowerCase()}`;
  if (config.rateLimitAddress) {
    const since = new Date(Date.now() - config.loginFailureWindowMs);
    const { failures, oldest } = await repo.countAddressFailures(db, request.ip, since);
    if (failures >= config.loginFailureLimit * addressFailureFactor) {
      throw lockedOut((oldest?.getTime() ?? Date.now()) + config.loginFailureWindowMs);
    }
  }
  const attempt = await repo.recordLoginAttempt(db, account, request.ip);
  const refusal = await refusalOf(app, account, request.ip, attempt);
  if (refusal) {
    await repo.forgetLoginAttempt(db, attempt);
    throw refusal;
  }

  // An account made by single sign-on has no password: it answers as a wrong one, after the same work.
  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, body._password)
    : await verifyAgainstDummy(body._password);
  // The attempt recorded above stays as the failure.
  if (!user || !valid) throw new AppError('BAD_CREDENTIALS');
  await repo.clearPairFailures(db, account, request.ip);
  await openSession(app, request, reply, user.id);
  return user;
}

/**
 * The end of every sign-in, by password or single sign-on: the address is remembered as the account's (so the
 * account's failure ceiling lets it in), the request's session ends and a new one starts with its cookie.
 */
export async function openSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, userId: number) {
  const account = `user:${userId}`;
  await repo.rememberAddress(app.db, account, addressHash(account, request.ip));
  await app.sessions.end(request, reply);
  await app.sessions.start(reply, userId);
}
