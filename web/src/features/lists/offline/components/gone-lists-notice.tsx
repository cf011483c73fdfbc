import { buttonStyles } from '../../../../components/button-styles';
import { AlertIcon } from '../../../../components/icons';
import { useTexts } from '../../../../lib/texts/texts';
import { dismissListsGone, useRefusedChanges } from '../item-changes';
import { listGoneReason } from '../send-changes';

/**
 * The changes made offline in lists that are gone for the user (deleted, or they were removed): dropped, not tried
 * again, and listed here on My lists, as those lists have no page to show them on, until the user closes the notice.
 */
export function GoneListsNotice() {
  const { t } = useTexts();
  const dropped = useRefusedChanges().filter((change) => change.reason === listGoneReason);
  if (dropped.length === 0) return null;
  return (
    <div
      role="alert"
      className="mt-4 flex flex-col gap-3 rounded-xl bg-amber-50 px-4 py-3 text-amber-950 ring-1 ring-amber-200 sm:flex-row sm:items-start"
    >
      <AlertIcon className="mt-0.5 hidden size-5 shrink-0 text-amber-700 sm:block" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{t('lists.goneNotice.title', { count: dropped.length })}</p>
        <p className="mt-1 text-sm">{t('lists.goneNotice.text')}</p>
        <ul className="mt-1.5 flex list-disc flex-col gap-0.5 pl-5 text-sm">
          {dropped.map((change) => (
            <li key={change.id} className="break-words">
              {t('lists.goneNotice.item', { name: change.name, what: t(`offline.kinds.${change.kind}`) })}
            </li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        onClick={() => void dismissListsGone()}
        className={`${buttonStyles.secondary} min-h-10 shrink-0 self-end px-4 py-1.5 text-sm sm:self-start`}
      >
        {t('offline.dismiss')}
      </button>
    </div>
  );
}
