import type { ChangePasswordBody } from '@listok/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { SessionUser } from '../../plugins/sessions.js';
import { assertCurrentPassword } from './current-password.js';
import * as repo from './settings.repo.js';

/**
 * A new password, the current one given: the user's other sessions end with the old one, in the same transaction
 * (`keepSession`: the session that asked, which stays).
 */
export async function changePassword(
  app: FastifyInstance,
  user: SessionUser,
  body: ChangePasswordBody,
  keepSession: string | null,
): Promise<void> {
  const row = await assertCurrentPassword(app.db, user.id, body.password);
  // Checked against the stored hash, not the typed old password: "changing" to the same one would only end the
  // other sessions.
  if (await verifyPassword(row.passwordHash, body.newPassword)) {
    throw new AppError('SAME_PASSWORD', { fields: { newPassword: 'errors.SAME_PASSWORD' } });
  }
  const passwordHash = await hashPassword(body.newPassword);
  await app.db.transaction(async (tx) => {
    await repo.updateUser(tx, user.id, { passwordHash });
    await app.sessions.revokeAll(user.id, keepSession, tx);
  });
}
