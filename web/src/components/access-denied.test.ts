import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api/api';
import { isAccessDenied, unlessAccessDenied } from './access-denied';

describe('unlessAccessDenied', () => {
  it('passes an answer through', async () => {
    await expect(unlessAccessDenied(Promise.resolve([1, 2]))).resolves.toEqual([1, 2]);
  });

  it('turns a 403 into the access-denied state', async () => {
    const refused = Promise.reject(new ApiError(403, { status: 403, code: 'ADMIN_ONLY', message: 'No rights' }));
    const answer = await unlessAccessDenied(refused);
    expect(isAccessDenied(answer)).toBe(true);
  });

  it('lets every other failure reach the error handler (a 401 sends the visitor to sign in)', async () => {
    const error = new ApiError(401, { status: 401, code: 'UNAUTHORIZED', message: 'Sign in' });
    await expect(unlessAccessDenied(Promise.reject(error))).rejects.toBe(error);
    const network = new ApiError(0, null);
    await expect(unlessAccessDenied(Promise.reject(network))).rejects.toBe(network);
  });
});

describe('isAccessDenied', () => {
  it('recognises only the state itself', () => {
    expect(isAccessDenied({ accessDenied: true })).toBe(true);
    expect(isAccessDenied({ items: [], pagination: {} })).toBe(false);
    expect(isAccessDenied(null)).toBe(false);
  });
});
