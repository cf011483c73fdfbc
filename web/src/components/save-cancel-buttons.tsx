import { CheckIcon, CloseIcon } from './icons';

const iconButton =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-lg transition-colors disabled:cursor-not-allowed disabled:opacity-50';

interface SaveCancelButtonsProps {
  onSave: () => void;
  onCancel: () => void;
  /** While the save is on its way, neither can be pressed again. */
  pending: boolean;
  saveLabel: string;
  cancelLabel: string;
}

/** The check and the cross of an inline editor (a table row edited in place). */
export function SaveCancelButtons({ onSave, onCancel, pending, saveLabel, cancelLabel }: SaveCancelButtonsProps) {
  return (
    <>
      <button
        type="button"
        onClick={onSave}
        disabled={pending}
        aria-label={saveLabel}
        title={saveLabel}
        className={`${iconButton} bg-brand-700 text-white hover:bg-brand-800`}
      >
        <CheckIcon />
      </button>
      <button
        type="button"
        onClick={onCancel}
        disabled={pending}
        aria-label={cancelLabel}
        title={cancelLabel}
        className={`${iconButton} text-slate-600 hover:bg-slate-100 hover:text-slate-900`}
      >
        <CloseIcon />
      </button>
    </>
  );
}
