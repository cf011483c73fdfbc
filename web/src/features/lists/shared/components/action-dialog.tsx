// The lists' parts open their dialogs through this path; the dialog itself is the app's (components/).
export { ActionDialog } from '../../../../components/action-dialog';
