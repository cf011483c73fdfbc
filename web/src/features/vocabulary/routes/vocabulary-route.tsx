import '../../../locales/account';
import { limits, timings } from '@listok/contract';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Pager } from '../../../components/pager';
import { ScreenIntro } from '../../../components/screen-intro';
import { TableEmpty } from '../../../components/table-card';
import { TextField } from '../../../components/text-field';
import { useDebouncedValue } from '../../../lib/react/use-debounced-value';
import { useTexts } from '../../../lib/texts/texts';
import { useVocabulary } from '../api/vocabulary';
import { VocabularyEmpty } from '../components/vocabulary-empty';
import { VocabularyTable } from '../components/vocabulary-table';
import { readVocabularySearch, vocabularySearchParams } from '../vocabulary-search';

/** Vocabulary (spec §2): the user's own products, a debounced search over their names, inline renaming. */
export function VocabularyRoute() {
  const { t } = useTexts();
  const [params, setParams] = useSearchParams();
  const { name, page } = readVocabularySearch(params);
  const [text, setText] = useState(name);
  const settled = useDebouncedValue(text.trim(), timings.searchDebounce);
  const vocabulary = useVocabulary(name.trim(), page);
  const data = vocabulary.data;

  // The filter reaches the address (and so the query) once the typing has stopped; a new filter starts on page 1.
  useEffect(() => {
    if (settled !== name.trim()) setParams(vocabularySearchParams({ name: settled, page: 1 }), { replace: true });
  }, [settled, name, setParams]);

  // An address pointing past the last page (e.g. after the filter shrank the list) shows the last page.
  const pagesCount = data?.pagination.pagesCount ?? 0;
  useEffect(() => {
    if (!vocabulary.isPlaceholderData && pagesCount > 0 && page > pagesCount)
      setParams(vocabularySearchParams({ name, page: pagesCount }), { replace: true });
  }, [vocabulary.isPlaceholderData, pagesCount, page, name, setParams]);

  const goToPage = (next: number) => {
    setParams(vocabularySearchParams({ name, page: next }));
    window.scrollTo({ top: 0 });
  };

  const total = data?.pagination.totalCount ?? 0;
  const filtered = name.trim() !== '';
  const nothingAtAll = data !== undefined && total === 0 && !filtered && !vocabulary.isPlaceholderData;

  return (
    <ScreenIntro title={t('vocabulary.title')} description={t('vocabulary.description')}>
      <div className="mt-6">
        {nothingAtAll ? (
          <VocabularyEmpty />
        ) : (
          <>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
              <div className="sm:w-96">
                <TextField
                  label={t('vocabulary.searchLabel')}
                  type="search"
                  name="name"
                  autoComplete="off"
                  placeholder={t('vocabulary.searchPlaceholder')}
                  maxLength={limits.productNameMax}
                  value={text}
                  onChange={(event) => setText(event.target.value)}
                />
              </div>
              <p role="status" className="text-slate-600 text-sm sm:pb-3">
                {data && !vocabulary.isPlaceholderData
                  ? filtered
                    ? t('vocabulary.foundCount', { count: total })
                    : t('vocabulary.count', { count: total })
                  : ''}
              </p>
            </div>
            <div className="mt-4">
              {vocabulary.isPending ? (
                <p className="py-10 text-center text-slate-600">{t('app.loading')}</p>
              ) : data && data.items.length > 0 ? (
                <VocabularyTable
                  entries={data.items}
                  page={data.pagination.page}
                  pageSize={data.pagination.pageSize}
                  busy={vocabulary.isPlaceholderData}
                />
              ) : data ? (
                <TableEmpty>{t('vocabulary.nothingFound', { name: name.trim() })}</TableEmpty>
              ) : null}
            </div>
            {data && <Pager page={data.pagination.page} pagesCount={pagesCount} onPageChange={goToPage} />}
          </>
        )}
      </div>
    </ScreenIntro>
  );
}
