import type { AddTextAnswer, ListKind } from '@listok/contract';
import type { ReactNode, Ref } from 'react';
import { AlertIcon, ArrowUpIcon, PlusIcon } from '../../../../components/icons';
import { useTexts } from '../../../../lib/texts/texts';
import { itemAmount, itemName } from '../../shared/item-view';
import { kindKey } from '../../shared/kind-words';

interface PastePreviewProps {
  answer: AddTextAnswer;
  /** The list's kind: its words (goods, or entries as typed). */
  kind?: ListKind | undefined;
  /** The heading, focused when the preview comes (it stands below the field, maybe out of sight on a phone). */
  headingRef: Ref<HTMLHeadingElement>;
}

const rowStyle = 'flex items-baseline justify-between gap-3 py-2';

function Group({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section>
      <h4 className="flex items-center gap-2 font-semibold text-slate-900 text-sm">
        {icon}
        {title}
      </h4>
      <ul className="mt-1 divide-y divide-slate-200">{children}</ul>
    </section>
  );
}

/** What each pasted line becomes, as the server worked it out without changing anything: added, merged, skipped. */
export function PastePreview({ answer, headingRef, kind }: PastePreviewProps) {
  const { t, lang } = useTexts();
  const { added, merged, skipped } = answer;
  return (
    <div className="mt-5 flex flex-col gap-4 border-slate-200 border-t pt-4">
      <h3 ref={headingRef} tabIndex={-1} className="font-semibold text-base text-slate-900 outline-none">
        {t('dialogs.pasteList.result')}
      </h3>
      {added.length > 0 && (
        <Group
          icon={<PlusIcon className="size-4 shrink-0 text-brand-700" />}
          title={t(kindKey(kind, 'pasteAdded'), { count: added.length })}
        >
          {added.map((item) => (
            <li key={item.id} className={rowStyle}>
              <span className="min-w-0 break-words font-medium text-slate-900">
                {itemName(item, lang)}
                {item.itemId !== null && answer.newProducts?.includes(item.itemId) && (
                  <span className="ml-2 inline-block rounded-md bg-amber-100 px-1.5 py-0.5 align-middle font-semibold text-amber-900 text-xs">
                    {t('dialogs.pasteList.newProduct')}
                  </span>
                )}
              </span>
              <span className="shrink-0 text-slate-700 tabular-nums">{itemAmount(item, lang)}</span>
            </li>
          ))}
        </Group>
      )}
      {merged.length > 0 && (
        <Group
          icon={<ArrowUpIcon className="size-4 shrink-0 text-brand-700" />}
          title={t(kindKey(kind, 'pasteMerged'), { count: merged.length })}
        >
          {merged.map((item) => (
            <li key={item.id} className={rowStyle}>
              <span className="min-w-0 break-words font-medium text-slate-900">{itemName(item, lang)}</span>
              <span className="shrink-0 text-slate-700 tabular-nums">
                {t('dialogs.pasteList.total', { amount: itemAmount(item, lang) })}
              </span>
            </li>
          ))}
        </Group>
      )}
      {skipped.length > 0 && (
        <Group
          icon={<AlertIcon className="size-4 shrink-0 text-amber-700" />}
          title={t('dialogs.pasteList.skipped', { count: skipped.length })}
        >
          {skipped.map((line, index) => (
            // The same line may be pasted twice: its place in the answer tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the answer's order is fixed
            <li key={index} className="py-2">
              <span className="block break-words font-medium text-slate-900">{line.line}</span>
              <span className="block text-slate-600 text-sm">{line.reason}</span>
            </li>
          ))}
        </Group>
      )}
      {added.length + merged.length === 0 && <p className="text-slate-700">{t('dialogs.pasteList.nothing')}</p>}
    </div>
  );
}
