import { lazyComponent } from '../lib/react/lazy-component';
import type { ActionDialogProps } from './modal-dialog';

const ModalDialog = lazyComponent(() => import('./modal-dialog').then((module) => module.ModalDialog));

/** The screens' dialog (modal-dialog.tsx); React Aria's modal code loads when a dialog first opens. */
export function ActionDialog(props: ActionDialogProps) {
  return props.isOpen ? <ModalDialog {...props} /> : null;
}
