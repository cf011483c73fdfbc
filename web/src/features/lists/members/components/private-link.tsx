import { useId, useState } from 'react';
import { labelStyle } from '../../../../components/field';
import { CopyIcon, RefreshIcon } from '../../../../components/icons';
import { showSuccess } from '../../../../lib/notices/success-message';
import { useTexts } from '../../../../lib/texts/texts';
import { ActionDialog } from '../../shared/components/action-dialog';
import { listStyles } from '../../shared/components/styles';
import { useRenewLink } from '../api/renew-link';
import { copyLink } from '../share';

interface PrivateLinkProps {
  listId: number;
  link: string;
  /** The caller may replace the link (`can.share`): the old one stops working at once. */
  canRenew: boolean;
  /** What those who get the link can do with it, in the words of the list's kind. */
  hint: string;
}

/**
 * The private link of the list (members only: they are the ones who know the code), with a copy button; those who may
 * (the owner) make a new one when the old link went where it should not.
 */
export function PrivateLink({ listId, link, canRenew, hint }: PrivateLinkProps) {
  const { t } = useTexts();
  const id = useId();
  const renew = useRenewLink(listId);
  const [confirming, setConfirming] = useState(false);
  const confirm = () =>
    renew.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        showSuccess(t('share.renewed'));
      },
    });
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
        {canRenew && (
          <button
            type="button"
            onClick={() => setConfirming(true)}
            aria-label={t('share.renew')}
            title={t('share.renew')}
            className={`${listStyles.icon} bg-white ring-1 ring-slate-300 ring-inset`}
          >
            <RefreshIcon />
          </button>
        )}
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-slate-600 text-sm">
        {hint}
      </p>
      <ActionDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('share.renewTitle')}
        onConfirm={confirm}
        confirmLabel={t('share.renewConfirm')}
        cancelLabel={t('share.renewCancel')}
        isPending={renew.isPending}
        destructive
      >
        <p>{t('share.renewText')}</p>
      </ActionDialog>
    </div>
  );
}
