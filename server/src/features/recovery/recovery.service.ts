import type { RecoveryBody } from '@listok/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hashPassword } from '../../lib/passwords.js';
import { endRecoveryLinks } from '../../lib/recovery-links.js';
import { newToken, tokenHash } from '../../lib/tokens.js';
import { announceRevoked } from '../../plugins/api-tokens.js';
import { recoveryMail } from './recovery.mail.js';
import { usableLink } from './recovery.policy.js';
import * as repo from './recovery.repo.js';

const tokenLifetimeMs = 60 * 60 * 1000;

/**
 * Mails a recovery link to the account of the address, if there is one. Found by its email, so it has one (only
 * single sign-on makes accounts without). The token and its mail are made after the answer, which so goes out after
 * the same one lookup for a known email and an unknown one.
 */
export async function startRecovery(app: FastifyInstance, email: string): Promise<void> {
  const { db } = app;
  const user = await repo.findUserByEmail(db, email);
  if (!user?.email) return;
  const to = user.email;
  app.mailer.later('recovery mail', async () => {
    const token = newToken();
    const link = `${app.config.publicUrl}/pass-recovery?token=${token}`;
    await db.transaction(async (tx) => {
      await repo.insertToken(tx, user.id, tokenHash(token), new Date(Date.now() + tokenLifetimeMs));
      await app.mailer.queue(recoveryMail(to, user.username, link, user.lang), tx);
    });
    void app.mailer.deliverDue();
  });
}

/**
 * Sets the new password by a recovery link: every session and API token of the user ends, and this browser is signed
 * in with a new session (the link proved the mailbox, as a sign-in would), unless the server takes no passwords.
 * Whether it signed in, and how many tokens ended.
 */
export async function recoverPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  body: RecoveryBody,
): Promise<{ signedIn: boolean; revokedTokens: number }> {
  const { db } = app;
  const hash = tokenHash(body.token);
  // A link that cannot work is refused before the password is hashed (the costly part).
  usableLink(await repo.findToken(db, hash));
  const passwordHash = await hashPassword(body.password);
  const { userId, revoked } = await db.transaction(async (tx) => {
    // Again under the row's lock: another tab may have used the link meanwhile.
    const token = usableLink(await repo.findToken(tx, hash, { lock: true }));
    await repo.setPassword(tx, token.userId, passwordHash);
    await endRecoveryLinks(tx, token.userId);
    await app.sessions.revokeAll(token.userId, null, tx);
    return { userId: token.userId, revoked: await app.sessions.revokeTokens(token.userId, tx) };
  });
  await announceRevoked(app, revoked);
  // A server that takes no passwords signs in by its provider only.
  const signedIn = app.config.passwordLogin;
  if (signedIn) {
    await app.sessions.end(request, reply);
    await app.sessions.start(reply, userId);
  }
  return { signedIn, revokedTokens: revoked.length };
}
