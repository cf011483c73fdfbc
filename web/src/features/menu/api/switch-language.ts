import type { LangAnswer } from '@listok/contract/base';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../../lib/api';

/**
 * Calls the menu's language entry (`/api/lang/{code}`, which sets the `lang` cookie), switches the texts, and
 * reloads every server answer, since their names follow the language (the menu among them).
 */
export function useSwitchLanguage() {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: (path: string) => apiCall<LangAnswer>(path),
    onSuccess: async ({ lang }) => {
      await i18n.changeLanguage(lang);
      await queryClient.invalidateQueries();
    },
  });
}
