import { timingSafeEqual } from 'node:crypto';
import { type Lang, limits, safeNextPath, usernameFrom } from '@listok/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import * as oidc from 'openid-client';
import { grantBootstrapAdmin } from '../../lib/bootstrap-admin.js';
import { AppError, violatedUniqueConstraint } from '../../lib/errors.js';
import { newToken, tokenHash } from '../../lib/tokens.js';
import * as authRepo from './auth.repo.js';
import { type SsoClient, ssoUnavailable } from './oidc.client.js';
import * as repo from './oidc.repo.js';

/** What Listok asks the provider for: who the person is, their email and a name to make a username of. */
const scope = 'openid email profile';

/**
 * Starts a single sign-on: keeps a state, a nonce and a PKCE verifier for the callback and answers the provider's
 * address to send the browser to, with the state, which the browser keeps in a cookie (binding the callback to it).
 */
export async function beginSso(app: FastifyInstance, client: SsoClient, lang: Lang, next: string | undefined) {
  const configuration = await client.configuration();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  await repo.insertSsoRequest(app.db, {
    stateHash: tokenHash(state),
    nonce,
    codeVerifier,
    returnTo: safeNextPath(next) ?? null,
  });
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: client.redirectUri,
    scope,
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    ui_locales: lang,
  });
  return { url: url.href, state };
}

/** Who the provider says the person is: the subject at the issuer, an email it confirmed, names for a username. */
export interface SsoIdentity {
  issuer: string;
  subject: string;
  /** Lower case; null unless the provider says it verified it. */
  email: string | null;
  /** Texts to make a username of, the best first. */
  names: string[];
}

const equalTexts = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

/**
 * Finishes a single sign-on from the provider's answer (`query`, the callback's query string) and the state the
 * browser kept (`cookieState`): the state must be the one this browser started with, and it is used up whatever
 * follows; the code is exchanged with the PKCE verifier and the ID Token's nonce checked (openid-client); the claims
 * are those of the ID Token and the userinfo endpoint. Answers who signed in and where to go; throws an SSO_* error.
 */
export async function finishSso(
  app: FastifyInstance,
  client: SsoClient,
  query: string,
  cookieState: string | undefined,
): Promise<{ identity: SsoIdentity; returnTo: string | null }> {
  const state = new URLSearchParams(query).get('state');
  const request = cookieState ? await repo.takeSsoRequest(app.db, tokenHash(cookieState)) : undefined;
  if (!request || !cookieState || state === null || !equalTexts(state, cookieState)) throw new AppError('SSO_STATE');

  const configuration = await client.configuration();
  const name = client.name;
  try {
    const tokens = await oidc.authorizationCodeGrant(configuration, new URL(`${client.redirectUri}?${query}`), {
      pkceCodeVerifier: request.codeVerifier,
      expectedState: state,
      expectedNonce: request.nonce,
      idTokenExpected: true,
    });
    const idToken = tokens.claims();
    if (!idToken) throw new AppError('SSO_FAILED', { params: { name } });
    const userInfo = configuration.serverMetadata().userinfo_endpoint
      ? await oidc.fetchUserInfo(configuration, tokens.access_token, idToken.sub)
      : {};
    const claims: Record<string, unknown> = { ...idToken, ...userInfo };
    return {
      identity: identityOf(configuration.serverMetadata().issuer, idToken.sub, claims),
      returnTo: request.returnTo,
    };
  } catch (error) {
    throw refusalOf(error, name, app.log);
  }
}

function identityOf(issuer: string, subject: string, claims: Record<string, unknown>): SsoIdentity {
  const text = (claim: string) => {
    const value = claims[claim];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const email = text('email')?.toLowerCase();
  // Only the JSON boolean the standard names: a string "true" is not the provider's word that it checked the address.
  const verified = claims.email_verified === true;
  const names = [
    text('preferred_username'),
    text('nickname'),
    text('name'),
    [text('given_name'), text('family_name')].filter(Boolean).join(' '),
    email?.split('@')[0],
  ].filter((n): n is string => n !== undefined && n !== '');
  return {
    issuer,
    subject,
    email: email && verified && email.length <= limits.emailMax ? email : null,
    names,
  };
}

/** The SSO_* error a failure of the exchange with the provider means for the person signing in. */
function refusalOf(error: unknown, name: string, log: FastifyBaseLogger): AppError {
  if (error instanceof AppError) return error;
  // The provider sent the browser back with an error (access_denied: the person cancelled or may not use Listok).
  if (error instanceof oidc.AuthorizationResponseError) {
    log.info({ error: error.error, description: error.error_description }, 'single sign-on refused by the provider');
    return new AppError('SSO_DENIED', { params: { name } });
  }
  const unreachable =
    error instanceof Error &&
    (error.name === 'TimeoutError' || error.name === 'AbortError' || error.message === 'fetch failed');
  if (unreachable) {
    log.warn({ err: error }, 'single sign-on: the provider could not be reached');
    return ssoUnavailable(name);
  }
  // A code used before or expired (invalid_grant), a nonce or signature that does not match, an answer out of the rules.
  log.warn({ err: error }, 'single sign-on: the provider’s answer was refused');
  return new AppError('SSO_FAILED', { params: { name } });
}

/**
 * The account of a person the provider vouched for: the one linked to their subject; else the one with the email the
 * provider verified, if that account's address is confirmed too (linked from now on); else a new one, without a
 * password, its username made of their names. An account whose address is not confirmed is refused
 * (SSO_EMAIL_UNCONFIRMED) rather than linked or doubled: anyone could have signed up with the address by password.
 * An account without email gets the one its provider verifies later; the address the provider verifies is confirmed.
 */
export async function accountOf(
  app: FastifyInstance,
  identity: SsoIdentity,
  lang: Lang,
  attempts = 3,
): Promise<authRepo.UserRow> {
  const { db } = app;
  const { issuer, subject, email } = identity;
  const linked = await repo.findLinkedUser(db, issuer, subject);
  if (linked) {
    if (linked.email === null && email !== null) await fillEmail(app, linked.id, email);
    else if (email !== null && linked.email?.toLowerCase() === email) await vouchFor(app, linked.id, email);
    return linked;
  }
  const byEmail = email === null ? undefined : await repo.findUserByEmail(db, email);
  if (byEmail && email !== null) {
    if (byEmail.emailConfirmedAt === null) {
      throw new AppError('SSO_EMAIL_UNCONFIRMED', { params: { name: app.config.sso?.name ?? '' } });
    }
    await repo.linkIdentity(db, issuer, subject, byEmail.id);
    await vouchFor(app, byEmail.id, email);
    return byEmail;
  }
  const username = await freeUsername(app, identity.names);
  try {
    return await db.transaction(async (tx) => {
      const emailConfirmedAt = email === null ? undefined : new Date();
      const user = await authRepo.insertUser(tx, { email, username, passwordHash: null, lang, emailConfirmedAt });
      await repo.linkIdentity(tx, issuer, subject, user.id);
      if (email !== null) await grantBootstrapAdmin(tx, app.config.bootstrapAdmin, user.id, email);
      return user;
    });
  } catch (error) {
    // A sign-in racing this one took the username, the email or the link: look again.
    if (attempts > 1 && violatedUniqueConstraint(error) !== undefined)
      return accountOf(app, identity, lang, attempts - 1);
    throw error;
  }
}

/** The account's address is the one the provider verified: it is confirmed, and LISTOK_BOOTSTRAP_ADMIN may apply. */
async function vouchFor(app: FastifyInstance, userId: number, email: string) {
  await app.db.transaction(async (tx) => {
    await repo.confirmEmail(tx, userId, email);
    await grantBootstrapAdmin(tx, app.config.bootstrapAdmin, userId, email);
  });
}

async function fillEmail(app: FastifyInstance, userId: number, email: string) {
  try {
    await app.db.transaction(async (tx) => {
      if (await repo.fillMissingEmail(tx, userId, email)) {
        await grantBootstrapAdmin(tx, app.config.bootstrapAdmin, userId, email);
      }
    });
  } catch (error) {
    // Another account took the email at the same moment: this one stays without.
    if (violatedUniqueConstraint(error) === undefined) throw error;
  }
}

/** Room left for a number after the name, so that the name plus its number stays within the username's length. */
const suffixRoom = 7;

/** The first of the names made a username (`user` when none can be), with a number after it when it is taken. */
async function freeUsername(app: FastifyInstance, names: string[]): Promise<string> {
  const base = names.map((n) => usernameFrom(n, limits.usernameMax - suffixRoom)).find(Boolean) ?? 'user';
  for (let n = 1; n < 100; n += 1) {
    const candidate = n === 1 ? base : `${base}${n}`;
    if (!(await authRepo.usernameTaken(app.db, candidate))) return candidate;
  }
  return `${base}_${newToken()
    .replace(/[^a-zA-Z0-9]/g, '')
    .slice(0, 6)}`;
}
