import { useEffect, useRef } from 'react';
import { buttonStyles } from '../../../../components/button-styles';
import { AlertIcon } from '../../../../components/icons';
import { useTexts } from '../../../../lib/texts/texts';
import type { RefusedChange } from '../changes';
import { dismissRefused } from '../item-changes';

/**
 * The changes of this list the server refused after they were made offline: listed until the user closes them. A new
 * refusal brings the notice into view (as the error bar scrolls to the top, spec §8): the user may be far down the list.
 * Loaded only when there are some (refused-notice.tsx).
 */
export function RefusedList({ listId, refused }: { listId: number; refused: readonly RefusedChange[] }) {
  const { t } = useTexts();
  const notice = useRef<HTMLDivElement>(null);
  const shown = useRef(0);
  useEffect(() => {
    if (refused.length > shown.current) notice.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    shown.current = refused.length;
  }, [refused.length]);
  if (refused.length === 0) return null;
  return (
    <div
      ref={notice}
      role="alert"
      className="mt-4 flex scroll-mt-20 flex-col gap-3 rounded-xl bg-red-50 px-4 py-3 text-red-950 ring-1 ring-red-200 sm:flex-row sm:items-start"
    >
      <AlertIcon className="mt-0.5 hidden size-5 shrink-0 text-red-700 sm:block" />
      <div className="min-w-0 flex-1">
        <p className="flex items-start gap-3 font-semibold sm:block">
          <AlertIcon className="mt-0.5 size-5 shrink-0 text-red-700 sm:hidden" />
          {t('offline.refused', { count: refused.length })}
        </p>
        <ul className="mt-1.5 flex flex-col gap-1 text-sm">
          {refused.map((change) => (
            <li key={change.id} className="break-words">
              {t('offline.refusedItem', {
                name: change.name,
                what: t(`offline.kinds.${change.kind}`),
                reason:
                  change.reason === 'offline.gone' || change.reason === 'offline.listGone'
                    ? t(change.reason)
                    : change.reason,
              })}
            </li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        onClick={() => void dismissRefused(listId)}
        className={`${buttonStyles.secondary} min-h-10 shrink-0 self-end px-4 py-1.5 text-sm sm:self-start`}
      >
        {t('offline.dismiss')}
      </button>
    </div>
  );
}
