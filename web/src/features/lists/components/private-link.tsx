import { useId } from 'react';
import { labelStyle } from '../../../components/field';
import { CopyIcon } from '../../../components/icons';
import { useTexts } from '../../../lib/texts';
import { copyLink } from './share-menu';
import { listStyles } from './styles';

/** The private link of the list (members only: they are the ones who know the code), with a copy button. */
export function PrivateLink({ link }: { link: string }) {
  const { t } = useTexts();
  const id = useId();
  return (
    <div className="mt-4">
      <label htmlFor={id} className={labelStyle}>
        {t('share.linkLabel')}
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={id}
          readOnly
          value={link}
          onFocus={(event) => event.target.select()}
          aria-describedby={`${id}-hint`}
          className={`${listStyles.input} min-w-0 flex-1 bg-slate-50 font-mono text-slate-700 text-sm`}
        />
        <button
          type="button"
          onClick={() => void copyLink(link, t)}
          aria-label={t('share.copy')}
          title={t('share.copy')}
          className={`${listStyles.icon} bg-white ring-1 ring-slate-300 ring-inset`}
        >
          <CopyIcon />
        </button>
      </div>
      <p id={`${id}-hint`} className="mt-1.5 hidden text-slate-500 text-sm sm:block">
        {t('share.linkHint')}
      </p>
    </div>
  );
}
