import { describe, expect, it } from 'vitest';
import { readRecoverySentState, recoveryToken } from './recovery-state';

describe('recoveryToken', () => {
  it('reads the token of a mailed link', () => {
    expect(recoveryToken(new URLSearchParams('?token=Ab-9_xYz'))).toBe('Ab-9_xYz');
  });

  it('is null when the link lost its token', () => {
    expect(recoveryToken(new URLSearchParams(''))).toBeNull();
    expect(recoveryToken(new URLSearchParams('token='))).toBeNull();
    expect(recoveryToken(new URLSearchParams('token=%20'))).toBeNull();
  });
});

describe('readRecoverySentState', () => {
  it('takes the email step 1 passed on', () => {
    expect(readRecoverySentState({ email: 'anna@example.com' })).toEqual({ email: 'anna@example.com' });
  });

  it('ignores a missing or strange state (the page opened directly)', () => {
    expect(readRecoverySentState(null)).toBeNull();
    expect(readRecoverySentState({ email: 5 })).toBeNull();
    expect(readRecoverySentState({ email: '' })).toBeNull();
    expect(readRecoverySentState('anna@example.com')).toBeNull();
  });
});
