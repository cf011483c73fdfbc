import { useEffect } from 'react';
import { networkFailureStatus } from '../../../../lib/api/api';
import { clearError, errorStore } from '../../../../lib/notices/notices';
import { pageTitle } from '../../../../lib/texts/page-title';
import { useLang } from '../../../../lib/texts/use-lang';

/**
 * The page around a list: its name is the page title (a list that cannot be shown titles the page itself,
 * ListUnavailable), and once it has loaded, the error bar's "no connection" is over (a list that could not load for
 * lack of signal loads by itself when it is back: offline/use-offline-support.ts).
 */
export function useListPage(name: string, { loaded, failed }: { loaded: boolean; failed: boolean }) {
  const lang = useLang();
  useEffect(() => {
    if (loaded && errorStore.get()?.status === networkFailureStatus) clearError();
  }, [loaded]);
  useEffect(() => {
    if (!failed) document.title = pageTitle(name, lang);
  }, [failed, name, lang]);
}
