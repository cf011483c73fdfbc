import type { ListItem } from '@listok/contract';
import { MenuItem } from 'react-aria-components';
import { CopyIcon, FileTextIcon, PrinterIcon, ShareIcon } from '../../../../components/icons';
import { useTexts } from '../../../../lib/texts';
import { ActionMenu, type Handover } from '../../shared/components/action-menu';
import { listStyles } from '../../shared/components/styles';
import { copyText } from '../../shared/copy-text';
import { listText } from '../list-text';

interface ExportMenuProps {
  listName: string;
  /** The items as the screen shows them (changes not yet sent included), in its order. */
  items: readonly ListItem[] | undefined;
  /** From the button that stood in while this code loaded (components/deferred-menu.tsx). */
  handover?: Handover;
}

const isCancel = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The list as plain text, copied or handed to the phone's share sheet (where the browser has one), and the print
 * view (the list screen's print styles, docs/architecture.md). For everyone who sees the list: members and holders
 * of its code.
 */
export function ExportMenu({ listName, items, handover }: ExportMenuProps) {
  const { t, lang } = useTexts();
  const text = () => listText(listName, items ?? [], lang, t('items.emptyReadOnly'));
  const copy = () => copyText(text(), { copied: t('export.copied'), failed: t('export.copyFailed') });
  // A share sheet the browser refuses (no user gesture left, a blocked target) falls back to copying.
  const share = () =>
    navigator.share({ title: listName, text: text() }).catch((error) => (isCancel(error) ? undefined : copy()));
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <ActionMenu
      icon={<FileTextIcon className="size-5" />}
      label={t('export.button')}
      menuLabel={t('export.menu')}
      handover={handover}
    >
      <MenuItem onAction={() => void copy()} className={listStyles.menuItem}>
        <CopyIcon className="size-5 text-slate-500" />
        {t('export.copy')}
      </MenuItem>
      {canShare && (
        <MenuItem onAction={() => void share()} className={listStyles.menuItem}>
          <ShareIcon className="size-5 text-slate-500" />
          {t('export.share')}
        </MenuItem>
      )}
      {/* After the menu has closed, so the print dialog opens over the page and not over an open menu. */}
      <MenuItem onAction={() => setTimeout(() => window.print())} className={listStyles.menuItem}>
        <PrinterIcon className="size-5 text-slate-500" />
        {t('export.print')}
      </MenuItem>
    </ActionMenu>
  );
}
