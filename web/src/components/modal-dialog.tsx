import type { FormEvent, ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTexts } from '../lib/texts/texts';
import { AriaLocale } from './aria-locale';
import { buttonStyles } from './button-styles';
import { CloseIcon } from './icons';

export interface ActionDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  children: ReactNode;
  /**
   * The positive button (Yes by default). The dialog is a form: Enter in a field presses it. Without it the dialog
   * only shows something (the members, the ways to share): one Close button.
   */
  onConfirm?: (() => void) | undefined;
  confirmLabel?: string;
  /** The negative button (No by default); it closes the dialog. */
  cancelLabel?: string;
  isPending?: boolean;
  /** Nothing to confirm yet (e.g. no contact chosen). */
  confirmDisabled?: boolean;
  /** Confirming destroys something: the positive button is red. */
  destructive?: boolean;
}

/**
 * The one shape of every dialog of the app's screens (spec §2): a header with the title and a close ×, the content,
 * and No / Yes buttons (or one Close button, for a dialog that only shows something). React Aria keeps the focus inside while it is open, closes it on Escape or a click outside,
 * and gives the focus back to the control that opened it. On a phone it rises from the bottom, within thumb reach.
 * Screens use it through ActionDialog, which loads it on the first opening.
 */
export function ModalDialog({
  isOpen,
  onOpenChange,
  title,
  children,
  onConfirm,
  confirmLabel,
  cancelLabel,
  isPending = false,
  confirmDisabled = false,
  destructive = false,
}: ActionDialogProps) {
  const { t } = useTexts();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isPending && !confirmDisabled) onConfirm?.();
  };
  return (
    <AriaLocale>
      <ModalOverlay
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        isDismissable
        className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/50 sm:items-center sm:p-4 dark:bg-black/60"
      >
        <Modal className="max-h-[92dvh] w-full overflow-y-auto rounded-t-2xl bg-white shadow-2xl sm:max-w-lg sm:rounded-2xl">
          <Dialog className="outline-none">
            <form onSubmit={submit} noValidate>
              <header className="flex items-center gap-3 border-slate-200 border-b py-2 pr-2 pl-5">
                <Heading slot="title" className="min-w-0 flex-1 break-words py-2 font-semibold text-lg text-slate-900">
                  {title}
                </Heading>
                <Button slot="close" aria-label={t('dialog.close')} className={buttonStyles.icon}>
                  <CloseIcon />
                </Button>
              </header>
              <div className="px-5 py-5 text-slate-700">{children}</div>
              <footer className="flex flex-col-reverse gap-3 border-slate-200 border-t px-5 py-4 sm:flex-row sm:justify-end">
                <Button slot="close" className={buttonStyles.secondary}>
                  {cancelLabel ?? (onConfirm ? t('dialog.no') : t('dialog.close'))}
                </Button>
                {onConfirm && (
                  <Button
                    type="submit"
                    isPending={isPending}
                    isDisabled={confirmDisabled}
                    className={`${destructive ? buttonStyles.danger : buttonStyles.primary} data-[pending]:opacity-70`}
                  >
                    {confirmLabel ?? t('dialog.yes')}
                  </Button>
                )}
              </footer>
            </form>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </AriaLocale>
  );
}
