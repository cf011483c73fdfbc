import { labelStyle } from '../../../../components/field';
import { SearchIcon } from '../../../../components/icons';
import { useTexts } from '../../../../lib/texts/texts';
import { listStyles } from '../../shared/components/styles';

/** The add box as it looks empty, while its code loads: the same label, field and hint, so nothing moves. */
export function SearchPlaceholder() {
  const { t } = useTexts();
  return (
    <div className="mt-6" aria-hidden="true">
      <span className={labelStyle}>{t('items.searchLabel')}</span>
      <div className="relative mt-1.5">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-400" />
        <div className={`${listStyles.input} pl-11 text-slate-500`}>{t('items.searchPlaceholder')}</div>
      </div>
      <p className="mt-1.5 hidden text-slate-500 text-sm sm:block">{t('items.searchHint')}</p>
    </div>
  );
}
