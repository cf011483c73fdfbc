import type { LangAnswer } from '@listok/contract/base';
import { useCallback } from 'react';
import { reloadAnswers } from '../../../lib/answer-cache';
import { apiCall } from '../../../lib/api';
import { useApiErrorHandler } from '../../../lib/api-error-handler';
import { setLang } from '../../../lib/current-lang';
import { refreshMenu } from '../../../lib/menu';

/**
 * Calls the menu's language entry (`/api/lang/{code}`, which sets the `lang` cookie), switches the texts, and
 * reloads the menu and every other server answer, since their names follow the language.
 */
export function useSwitchLanguage(): (path: string) => Promise<void> {
  const handleError = useApiErrorHandler();
  return useCallback(
    async (path: string) => {
      try {
        const { lang } = await apiCall<LangAnswer>(path);
        setLang(lang);
        await Promise.all([refreshMenu(), reloadAnswers()]);
      } catch (error) {
        handleError(error);
      }
    },
    [handleError],
  );
}
