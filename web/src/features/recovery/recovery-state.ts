import { isRecord } from '../../lib/api/api';

/** What step 1 hands to step 2 through the navigation state. */
export interface RecoverySentState {
  email: string;
}

export function readRecoverySentState(state: unknown): RecoverySentState | null {
  return isRecord(state) && typeof state.email === 'string' && state.email !== '' ? { email: state.email } : null;
}

/** The token of a recovery link (`/pass-recovery?token=…`), or null when the link came without one. */
export function recoveryToken(search: URLSearchParams): string | null {
  const token = search.get('token')?.trim() ?? '';
  return token === '' ? null : token;
}
