import { buttonStyles } from '../../../components/button-styles';
import { AlertIcon } from '../../../components/icons';
import { useTexts } from '../../../lib/texts';
import { dismissRefused, useRefusedChanges } from '../offline/item-changes';

/** The changes of this list the server refused after they were made offline: listed until the user closes them. */
export function RefusedNotice({ listId }: { listId: number }) {
  const { t } = useTexts();
  const refused = useRefusedChanges().filter((change) => change.listId === listId);
  if (refused.length === 0) return null;
  return (
    <div role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-red-950 ring-1 ring-red-200">
      <div className="flex items-start gap-3">
        <AlertIcon className="mt-0.5 size-5 shrink-0 text-red-700" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{t('offline.refused', { count: refused.length })}</p>
          <ul className="mt-1.5 flex flex-col gap-1 text-sm">
            {refused.map((change) => (
              <li key={change.id} className="break-words">
                <span className="font-medium">«{change.name}»</span> · {t(`offline.kinds.${change.kind}`)}:{' '}
                {change.reason === 'offline.gone' ? t('offline.gone') : change.reason}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="mt-3 flex justify-end">
        <button
          type="button"
          onClick={() => void dismissRefused(listId)}
          className={`${buttonStyles.secondary} min-h-10 px-4 py-1.5 text-sm`}
        >
          {t('offline.dismiss')}
        </button>
      </div>
    </div>
  );
}
