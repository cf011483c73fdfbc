import { apiTokensMax, type CreateApiTokenBody } from '@listok/contract';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { SessionUser } from '../../plugins/sessions.js';
import * as repo from './tokens.repo.js';

/**
 * A new token of the user's, within the most a user may hold, limited to lists of theirs if asked (each list once):
 * counted, checked and made in one transaction. Its row, and the token itself, which no later answer shows.
 */
export async function createToken(db: Db, user: SessionUser, body: CreateApiTokenBody) {
  return db.transaction((tx) => createTokenIn(tx, user, body));
}

/** `createToken` inside the caller's transaction, for a call that makes more with the token. */
export async function createTokenIn(tx: Tx, user: SessionUser, { name, scope, lists }: CreateApiTokenBody) {
  if ((await repo.tokenCount(tx, user.id)) >= apiTokensMax) {
    throw new AppError('TOKEN_QUOTA', { params: { limit: apiTokensMax } });
  }
  const unique = lists && [...new Set(lists)];
  if (unique && (await repo.listsOutOfReach(tx, user.id, unique)).length > 0) {
    throw new AppError('VALIDATION_FAILED', { fields: { lists: 'validation.tokenLists' } });
  }
  return repo.createToken(tx, user.id, { name, scope, lists: unique });
}
