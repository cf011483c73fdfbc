import type { ListSummary } from '@listok/contract';
import { CartIcon, UsersIcon } from '../../../../components/icons';
import { useTexts } from '../../../../lib/texts/texts';
import { useOffline } from '../../offline/item-changes';
import { kindKey } from '../../shared/kind-words';
import { shoppersText } from '../../shared/trip-text';
import { ListKindIcon } from './list-kind-icon';

/**
 * What a row of My lists (and of the home screen) says of a list besides its name, on phones too: its kind (an icon),
 * its progress (3/8, with a bar), whether it is shared (it has other members; every list has a link from the start)
 * and who else is on a trip for it («Анна в Ашане»: not while offline, as what was heard may be long over).
 */
export function ListFacts({ list }: { list: ListSummary }) {
  const { t, lang } = useTexts();
  const offline = useOffline();
  const { itemCount, completedCount, memberCount } = list;
  const shared = memberCount > 1;
  const percent = itemCount > 0 ? Math.round((100 * completedCount) / itemCount) : 0;
  const trips = offline ? '' : shoppersText(list.shoppers ?? [], lang, t);
  return (
    <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-600 text-sm">
      <span title={t(`lists.kind.${list.kind}`)} className="inline-flex items-center text-slate-500">
        <ListKindIcon kind={list.kind} className="size-4" />
        <span className="sr-only">{t(`lists.kind.${list.kind}`)}</span>
      </span>
      {itemCount > 0 ? (
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="tabular-nums">
            {completedCount}/{itemCount}
          </span>
          <span aria-hidden="true" className="h-1.5 w-12 overflow-hidden rounded-full bg-slate-200">
            <span className="block h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
          </span>
          <span className="sr-only">
            {t(kindKey(list.kind, 'progress'), { done: completedCount, total: itemCount })}
          </span>
        </span>
      ) : (
        <span className="text-slate-500">{t('lists.facts.empty')}</span>
      )}
      {shared && (
        <span
          title={list.isOwner ? t('lists.facts.sharedHint', { count: memberCount - 1 }) : t('lists.table.memberHint')}
          className="inline-flex items-center gap-1 rounded-full bg-sky-50 px-2 py-0.5 font-medium text-sky-800 text-xs ring-1 ring-sky-200"
        >
          <UsersIcon className="size-3.5" />
          {t('lists.facts.shared')}
          <span className="sr-only">
            : {list.isOwner ? t('lists.facts.sharedHint', { count: memberCount - 1 }) : t('lists.table.memberHint')}
          </span>
        </span>
      )}
      {trips && (
        <span className="inline-flex min-w-0 items-center gap-1 font-medium text-brand-900 text-xs">
          <CartIcon className="size-3.5 shrink-0" />
          {trips}
        </span>
      )}
    </span>
  );
}
