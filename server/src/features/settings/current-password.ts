import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import { findUser } from './settings.repo.js';

/**
 * A change of email or password needs the current password: a wrong one is reported on the `password` field.
 * Answers the user's row.
 */
export async function assertCurrentPassword(db: Executor, userId: number, password: string) {
  const row = await findUser(db, userId);
  // An account made by single sign-on has none until recovery sets one: said so, rather than "wrong password".
  if (row.passwordHash === null) throw new AppError('NO_PASSWORD', { fields: { password: 'errors.NO_PASSWORD' } });
  if (!(await verifyPassword(row.passwordHash, password))) {
    throw new AppError('WRONG_PASSWORD', { fields: { password: 'errors.WRONG_PASSWORD' } });
  }
  return { ...row, passwordHash: row.passwordHash };
}
