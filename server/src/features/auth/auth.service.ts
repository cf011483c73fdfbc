import type { LoginBody, SignupBody } from '@listok/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { confirmAddressMail, offerAddress } from '../../lib/address-links.js';
import { AppError, violatedUniqueConstraint } from '../../lib/errors.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.js';
import { rememberSignInAddress, signInSucceeded, startSignIn } from '../../lib/sign-in-limits.js';
import * as repo from './auth.repo.js';

/** Refuses password sign-in and sign-up when the server lets people in by single sign-on only (PASSWORD_LOGIN=off). */
function assertPasswordLogin(app: FastifyInstance, code: 'PASSWORD_LOGIN_OFF' | 'SIGNUP_OFF') {
  if (!app.config.passwordLogin) throw new AppError(code, { params: { name: app.config.sso?.name ?? '' } });
}

/**
 * Makes an account and signs it in. Its address waits unconfirmed (lib/address-links.ts offerAddress): the answer is
 * the same whether or not the address is already another account's, and only the taken username is refused.
 */
export async function signup(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, body: SignupBody) {
  assertPasswordLogin(app, 'SIGNUP_OFF');
  const email = body.email.toLowerCase();
  if (await repo.usernameTaken(app.db, body.username)) throw usernameTakenError();
  const passwordHash = await hashPassword(body.password);
  try {
    const user = await app.db.transaction(async (tx) => {
      const user = await repo.insertUser(tx, {
        email: null,
        username: body.username,
        passwordHash,
        lang: request.lang,
      });
      await offerAddress(app, tx, user.id, email, (link) => confirmAddressMail(email, user.username, link, user.lang));
      await app.sessions.start(reply, user.id, tx);
      return user;
    });
    void app.mailer.deliverDue();
    return { id: user.id, username: user.username, email };
  } catch (error) {
    // Two signups racing for the same name: the unique index decides.
    if (violatedUniqueConstraint(error) !== undefined) throw usernameTakenError();
    throw error;
  }
}

const usernameTakenError = () => new AppError('USERNAME_TAKEN', { fields: { username: 'errors.USERNAME_TAKEN' } });

/**
 * Checks the credentials and starts a new session. Unknown accounts and wrong passwords answer the same text after
 * the same work, and both count towards the same limits.
 */
export async function login(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, body: LoginBody) {
  assertPasswordLogin(app, 'PASSWORD_LOGIN_OFF');
  const { db } = app;
  const user = await repo.findUserByLogin(db, body._username);
  const attempt = {
    account: user ? `user:${user.id}` : `login:${body._username.toLowerCase()}`,
    address: request.ip,
  };
  await startSignIn(app, attempt);

  // An account made by single sign-on has no password: it answers as a wrong one, after the same work.
  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, body._password)
    : await verifyAgainstDummy(body._password);
  // The attempt recorded above stays as the failure.
  if (!user || !valid) throw new AppError('BAD_CREDENTIALS');
  await signInSucceeded(db, attempt);
  await openSession(app, request, reply, user.id);
  return user;
}

/**
 * The end of every sign-in, by password or single sign-on: the address is remembered as the account's (so the
 * account's failure ceiling lets it in), the request's session ends and a new one starts with its cookie.
 */
export async function openSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, userId: number) {
  await rememberSignInAddress(app.db, { account: `user:${userId}`, address: request.ip });
  await app.sessions.end(request, reply);
  await app.sessions.start(reply, userId);
}
