import { describe, expect, it } from 'vitest';
import { searchOutcome } from './search-outcome';

const boris = { id: 7, result: 'Boris' };

describe('searchOutcome', () => {
  it('offers a found user who is not a contact yet', () => {
    expect(searchOutcome('boris', [boris], [{ id: 3, username: 'Vera', mutual: false }], 'anna')).toEqual({
      kind: 'found',
      id: 7,
      username: 'Boris',
      isContact: false,
    });
  });

  it('says when the found user already is a contact', () => {
    expect(
      searchOutcome('boris@example.com', [boris], [{ id: 7, username: 'Boris', mutual: true }], 'anna'),
    ).toMatchObject({
      kind: 'found',
      isContact: true,
    });
  });

  it('says nobody was found', () => {
    expect(searchOutcome('nobody', [], [], 'anna')).toEqual({ kind: 'nobody' });
  });

  it('recognises a search for oneself, ignoring case and spaces', () => {
    expect(searchOutcome('  ANNA ', [], [], 'anna')).toEqual({ kind: 'self' });
    expect(searchOutcome('anna', [], [], null)).toEqual({ kind: 'nobody' });
  });
});
