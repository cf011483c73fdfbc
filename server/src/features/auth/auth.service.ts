import type { LoginBody, SignupBody } from '@listok/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.js';
import * as repo from './auth.repo.js';

/** Failed sign-ins from one address are limited more loosely than per account: a family may share it. */
const addressFailureFactor = 10;

const isUniqueViolation = (error: unknown): error is { code: string; constraint?: string } =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

export async function signup(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, body: SignupBody) {
  const email = body.email.toLowerCase();
  const taken = await repo.takenFields(app.db, email, body.username);
  if (taken.email) throw new AppError('EMAIL_TAKEN', { fields: { email: 'errors.EMAIL_TAKEN' } });
  if (taken.username) throw new AppError('USERNAME_TAKEN', { fields: { username: 'errors.USERNAME_TAKEN' } });
  const passwordHash = await hashPassword(body.password);
  const bootstrap = app.config.bootstrapAdmin;
  const role = bootstrap && (bootstrap === email || bootstrap === body.username.toLowerCase()) ? 'admin' : 'user';
  try {
    return await app.db.transaction(async (tx) => {
      const user = await repo.insertUser(tx, {
        email,
        username: body.username,
        passwordHash,
        lang: request.lang,
        role,
      });
      await app.sessions.start(reply, user.id, tx);
      return user;
    });
  } catch (error) {
    // Two signups racing for the same name: the unique index decides.
    if (isUniqueViolation(error)) {
      const emailClash = String(error.constraint ?? '').includes('email');
      throw emailClash
        ? new AppError('EMAIL_TAKEN', { fields: { email: 'errors.EMAIL_TAKEN' } })
        : new AppError('USERNAME_TAKEN', { fields: { username: 'errors.USERNAME_TAKEN' } });
    }
    throw error;
  }
}

async function assertNotLockedOut(app: FastifyInstance, column: 'account' | 'address', key: string, max: number) {
  const windowMs = app.config.loginFailureWindowMs;
  const { failures, oldest } = await repo.countLoginFailures(app.db, column, key, new Date(Date.now() - windowMs));
  if (failures < max) return;
  const seconds = Math.max(1, Math.ceil(((oldest?.getTime() ?? Date.now()) + windowMs - Date.now()) / 1000));
  throw new AppError('TOO_MANY_LOGIN_FAILURES', { params: { seconds } });
}

/**
 * Checks the credentials and starts a new session. Unknown accounts and wrong passwords answer the same text after
 * the same work, and both count towards the same per-login limit.
 */
export async function login(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, body: LoginBody) {
  const { config } = app;
  const user = await repo.findUserByLogin(app.db, body._username);
  const account = user ? `user:${user.id}` : `login:${body._username.toLowerCase()}`;
  if (config.rateLimitAddress) {
    await assertNotLockedOut(app, 'address', request.ip, config.loginFailureLimit * addressFailureFactor);
  }
  await assertNotLockedOut(app, 'account', account, config.loginFailureLimit);

  const valid = user
    ? await verifyPassword(user.passwordHash, body._password)
    : await verifyAgainstDummy(body._password);
  if (!user || !valid) {
    await repo.recordLoginFailure(app.db, account, request.ip);
    throw new AppError('BAD_CREDENTIALS');
  }
  await repo.clearLoginFailures(app.db, account);
  await app.sessions.end(request, reply);
  await app.sessions.start(reply, user.id);
  return user;
}
