import type { ApiToken } from '@listok/contract';
import { buttonStyles } from '../../../components/button-styles';
import { intlLocale } from '../../../lib/texts/lang';
import { useTexts } from '../../../lib/texts/texts';
import { useLang } from '../../../lib/texts/use-lang';

/** One token: its name, rights, lists, when it was made and last used, and its revoke button. */
export function TokenRow({ token, onRevoke }: { token: ApiToken; onRevoke: () => void }) {
  const { t } = useTexts();
  const lang = useLang();
  const when = (iso: string) =>
    new Intl.DateTimeFormat(intlLocale[lang], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const rights = t(`tokens.${token.scope}`);
  const reach = token.lists ? t('tokens.someLists', { count: token.lists.length }) : t('tokens.allLists');
  return (
    <li className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="break-words font-medium text-slate-900">{token.name}</p>
        <p className="text-slate-600 text-sm">
          {rights} · {reach}
        </p>
        <p className="text-slate-600 text-sm">
          {t('tokens.made', { when: when(token.createdAt) })} ·{' '}
          {token.lastUsedAt ? t('tokens.used', { when: when(token.lastUsedAt) }) : t('tokens.neverUsed')}
        </p>
      </div>
      <button
        type="button"
        onClick={onRevoke}
        aria-label={t('tokens.revokeNamed', { name: token.name })}
        className={`${buttonStyles.secondary} shrink-0 self-start sm:self-center`}
      >
        {t('tokens.revoke')}
      </button>
    </li>
  );
}
