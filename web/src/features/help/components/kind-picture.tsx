import type { ListKind } from '@listok/contract/base';
import { CartIcon, CheckIcon, GiftIcon, SuitcaseIcon, TodoIcon } from '../../../components/icons';
import { useTexts } from '../../../lib/texts/texts';
import { helpExamples } from '../help-examples';

const icons = { shopping: CartIcon, todo: TodoIcon, packing: SuitcaseIcon, wishlist: GiftIcon } as const;

/**
 * A kind of list explained: its name, what it is for, and a picture of such a list — a few example lines drawn as the
 * list screen draws them, with its progress line (a figure: screen readers hear its caption, not the drawing).
 */
export function KindPicture({ kind }: { kind: ListKind }) {
  const { t, lang } = useTexts();
  const Icon = icons[kind];
  const rows = helpExamples[lang][kind];
  // Only the wish list's picture is drawn as the others (friends) see it, and says so.
  return (
    <section
      aria-labelledby={`help-${kind}`}
      className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={`help-${kind}`} className="flex items-center gap-2.5 font-semibold text-lg text-slate-900">
        <span className="inline-flex size-9 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon className="size-5" />
        </span>
        {t(`helpPage.kinds.${kind}.title`)}
      </h2>
      <p className="text-slate-700">{t(`helpPage.kinds.${kind}.text`)}</p>
      <figure className="mt-auto rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
        <div aria-hidden="true">
          <p className="px-1 pb-2 text-slate-600 text-xs">{t(`helpPage.kinds.${kind}.progress`)}</p>
          <ul className="divide-y divide-slate-200 rounded-lg bg-white ring-1 ring-slate-200">
            {rows.map(([name, amount, note, ticked]) => (
              <li key={name} className="flex items-center gap-3 px-3 py-2">
                <span className="min-w-0 flex-1">
                  <span className={`block text-sm ${ticked ? 'text-slate-500 line-through' : 'text-slate-900'}`}>
                    {name}
                  </span>
                  {note && <span className="block text-slate-600 text-xs">{note}</span>}
                </span>
                {amount && <span className="text-slate-700 text-sm tabular-nums">{amount}</span>}
                <span
                  className={`inline-flex size-5 shrink-0 items-center justify-center rounded-md ${ticked ? 'bg-brand-700 text-white' : 'ring-2 ring-slate-300 ring-inset'}`}
                >
                  {ticked && <CheckIcon className="size-3.5" />}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <figcaption className="px-1 pt-2 text-slate-500 text-xs">
          {kind === 'wishlist' ? t('helpPage.kinds.wishlist.caption') : t('helpPage.example')}
        </figcaption>
      </figure>
    </section>
  );
}
