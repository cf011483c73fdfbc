import { anyGoodIcon, goodsIcons, type VocabularyEntry } from '@listok/contract';
import { useState } from 'react';
import { ActionDialog } from '../../../components/action-dialog';
import { GoodsIcon } from '../../../components/goods-icon';
import { useTexts } from '../../../lib/texts/texts';
import { useChangeProduct } from '../api/change-product';

const choice =
  'inline-flex size-11 items-center justify-center rounded-xl ring-1 ring-slate-200 transition-colors hover:bg-slate-100 aria-pressed:bg-brand-50 aria-pressed:ring-2 aria-pressed:ring-brand-700';

/**
 * The picture of one of the user's own products (issue 51): the button shows it and opens a grid of Listok's set to
 * choose another, or to give it back to the one its name or department gives. Saved at once; the lists show it.
 */
export function IconPicker({ entry }: { entry: VocabularyEntry }) {
  const { t } = useTexts();
  const [open, setOpen] = useState(false);
  const change = useChangeProduct(entry.id, t('vocabulary.iconSaved', { name: entry.name }), () => setOpen(false));
  const current = entry.icon ?? anyGoodIcon;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('vocabulary.icon', { name: entry.name })}
        title={t('vocabulary.icon', { name: entry.name })}
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg ring-1 ring-slate-200 hover:bg-slate-100"
      >
        <GoodsIcon name={current} className="size-7" />
      </button>
      <ActionDialog
        isOpen={open}
        onOpenChange={setOpen}
        title={t('vocabulary.iconTitle', { name: entry.name })}
        cancelLabel={t('vocabulary.iconClose')}
      >
        <button
          type="button"
          aria-pressed={!entry.iconChosen}
          disabled={change.isPending}
          onClick={() => change.mutate({ icon: null })}
          className={`${choice} mb-3 w-full gap-2 px-3`}
        >
          {t('vocabulary.iconAuto')}
        </button>
        <div className="grid grid-cols-6 gap-1.5 sm:grid-cols-8">
          {goodsIcons.map((icon, index) => (
            <button
              key={icon}
              type="button"
              aria-pressed={entry.iconChosen === true && icon === current}
              aria-label={t('vocabulary.iconNumber', { number: index + 1, count: goodsIcons.length })}
              disabled={change.isPending}
              onClick={() => change.mutate({ icon })}
              className={choice}
            >
              <GoodsIcon name={icon} className="size-7" />
            </button>
          ))}
        </div>
      </ActionDialog>
    </>
  );
}
