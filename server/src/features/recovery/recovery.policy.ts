import { AppError } from '../../lib/errors.js';
import type { RecoveryTokenRow } from './recovery.repo.js';

type LinkRefusal = 'BAD_TOKEN' | 'RECOVERY_LINK_USED' | 'RECOVERY_LINK_EXPIRED';
const refusal = (code: LinkRefusal) => new AppError(code, { fields: { token: `errors.${code}` } });

/**
 * The token of a recovery link that still works; otherwise throws why it does not, on the `token` field: never made (or
 * mistyped), used up (by a recovery or a change of email), or expired.
 */
export function usableLink<T extends Pick<RecoveryTokenRow, 'usedAt' | 'expiresAt'>>(
  token: T | undefined,
  now = new Date(),
): T {
  if (!token) throw refusal('BAD_TOKEN');
  if (token.usedAt) throw refusal('RECOVERY_LINK_USED');
  if (token.expiresAt <= now) throw refusal('RECOVERY_LINK_EXPIRED');
  return token;
}
