import { switchLanguage } from '@listok/contract/api';
import type { Lang } from '@listok/contract/base';
import { useCallback } from 'react';
import { reloadAnswers } from '../../../lib/api/answer-cache';
import { api } from '../../../lib/api/api';
import { useApiErrorHandler } from '../../../lib/notices/api-error-handler';
import { refreshMenu } from '../../../lib/session/menu';
import { switchTexts } from '../../../lib/texts/texts';

/**
 * Switches the language on the server (which sets the `lang` cookie, and the account's language), switches the texts, and
 * reloads the menu and every other server answer, since their names follow the language.
 */
export function useSwitchLanguage(): (code: Lang) => Promise<void> {
  const handleError = useApiErrorHandler();
  return useCallback(
    async (code: Lang) => {
      try {
        const { lang } = await api(switchLanguage, { params: { code } });
        await switchTexts(lang);
        await Promise.all([refreshMenu(), reloadAnswers()]);
      } catch (error) {
        handleError(error);
      }
    },
    [handleError],
  );
}
