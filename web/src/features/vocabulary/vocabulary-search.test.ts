import { describe, expect, it } from 'vitest';
import { readVocabularySearch, vocabularySearchParams } from './vocabulary-search';

describe('readVocabularySearch', () => {
  it('reads the filter and the page from the address', () => {
    expect(readVocabularySearch(new URLSearchParams('name=мол&page=3'))).toEqual({ name: 'мол', page: 3 });
  });

  it('starts on page 1 with no filter', () => {
    expect(readVocabularySearch(new URLSearchParams(''))).toEqual({ name: '', page: 1 });
  });

  it('takes a page that is not a whole positive number as page 1', () => {
    for (const page of ['0', '-2', '1.5', 'x', '99999999']) {
      expect(readVocabularySearch(new URLSearchParams({ page })).page).toBe(1);
    }
  });
});

describe('vocabularySearchParams', () => {
  it('leaves the defaults out of the address', () => {
    expect(vocabularySearchParams({ name: '', page: 1 })).toEqual({});
    expect(vocabularySearchParams({ name: '  ', page: 1 })).toEqual({});
  });

  it('keeps a filter and a later page', () => {
    expect(vocabularySearchParams({ name: 'milk', page: 2 })).toEqual({ name: 'milk', page: '2' });
  });

  it('round-trips through the address', () => {
    const state = { name: 'сыр', page: 4 };
    expect(readVocabularySearch(new URLSearchParams(vocabularySearchParams(state)))).toEqual(state);
  });
});
