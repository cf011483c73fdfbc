import { webRoutes } from '@listok/contract';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/button-styles';
import { BookIcon } from '../../../components/icons';
import { useTexts } from '../../../lib/texts/texts';

/** No products at all: explains where the vocabulary's entries come from. */
export function VocabularyEmpty() {
  const { t } = useTexts();
  return (
    <div className="rounded-2xl bg-white px-5 py-10 text-center shadow-sm ring-1 ring-slate-200 sm:px-10">
      <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <BookIcon className="size-7" />
      </span>
      <h2 className="mt-4 font-semibold text-lg text-slate-900">{t('vocabulary.emptyHeading')}</h2>
      <p className="mx-auto mt-2 max-w-xl text-slate-600">{t('vocabulary.empty')}</p>
      <Link to={webRoutes.lists} className={`${buttonStyles.secondary} mt-6`}>
        {t('vocabulary.toLists')}
      </Link>
    </div>
  );
}
