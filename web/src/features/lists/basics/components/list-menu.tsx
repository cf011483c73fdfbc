import type { ListHeader, ListItem, StoreRef } from '@listok/contract';
import type { RefObject } from 'react';
import { MenuItem, MenuSection, Separator } from 'react-aria-components';
import {
  ClipboardIcon,
  CopyIcon,
  CopyPlusIcon,
  DoorIcon,
  FlagIcon,
  LinkIcon,
  PencilIcon,
  PrinterIcon,
  RefreshIcon,
  ShareIcon,
  TrashIcon,
  UndoIcon,
  UsersIcon,
} from '../../../../components/icons';
import { useTexts } from '../../../../lib/texts/texts';
import { offerUndo } from '../../../../lib/undo/undo-offer';
import { useUntickAll } from '../../items/api/untick-all';
import { copyLink } from '../../members/share';
import { ActionMenu, type Handover, type MenuButtonLook } from '../../shared/components/action-menu';
import { listStyles } from '../../shared/components/styles';
import { copyText } from '../../shared/copy-text';
import { listText } from '../list-text';

/** What the menu opens in a dialog of the screen (list-actions.tsx). */
export type ListDialog = 'share' | 'members' | 'paste' | 'copy' | 'rename' | 'delete' | 'close' | 'recover' | 'exit';

interface ListMenuProps {
  header: ListHeader;
  /** The private link, for members (who know the code). */
  link: string | null;
  /**
   * The items as the screen shows them (changes not yet sent included), in its order: the text export's, read when
   * it is asked for (a tick does not draw the menu again).
   */
  items: RefObject<readonly ListItem[] | undefined>;
  /** Some item is ticked: "untick all" is offered. */
  anyTicked: boolean;
  /** The list's shops, when known: the export names the shops a good is tied to. */
  stores?: readonly StoreRef[] | undefined;
  onOpen: (dialog: ListDialog) => void;
  look: MenuButtonLook;
  /** From the button that stood in while this code loaded (shared/components/deferred-menu.tsx). */
  handover?: Handover;
}

const isCancel = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
const icon = 'size-5 shrink-0 text-slate-500';

/**
 * The one menu of a list (spec §2's share menu and the list's actions): share and the private link (members); the
 * list as text, copied or handed to the phone's share sheet, and printed (everyone who sees the list); the members;
 * pasting goods as text, copying the list, renaming, closing or recovering, leaving and deleting, as the server's
 * `can` allows. Each change of the list asks first, in its dialog.
 */
export function ListMenu({ header, link, items, anyTicked, stores, onOpen, look, handover }: ListMenuProps) {
  const { t, lang } = useTexts();
  const { can } = header;
  // Close and recover are one item, which the list's state names: the owner may call both in either state.
  const toggle = header.active ? 'close' : 'recover';
  const text = () => listText(header.name, items.current ?? [], lang, t('items.emptyReadOnly'), stores);
  const copy = () => copyText(text(), { copied: t('export.copied'), failed: t('export.copyFailed') });
  // A share sheet the browser refuses (no user gesture left, a blocked target) falls back to copying.
  const sendText = () =>
    navigator.share({ title: header.name, text: text() }).catch((error) => (isCancel(error) ? undefined : copy()));
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const untick = useUntickAll(header.id);
  const undoUntick = useUntickAll(header.id, true);
  // Every tick taken off at once is a lot to lose to a slip of the thumb: 5 seconds to take it back, as a tick has.
  const untickAll = () =>
    untick.mutate(undefined, { onSuccess: () => offerUndo(t('list.untickedAll'), () => undoUntick.mutate()) });
  return (
    <ActionMenu {...look} menuLabel={t('list.actions')} handover={handover}>
      {link && (
        <MenuSection aria-label={t('share.button')}>
          <MenuItem onAction={() => onOpen('share')} className={listStyles.menuItem}>
            <ShareIcon className={icon} />
            {t('share.open')}
          </MenuItem>
          <MenuItem onAction={() => void copyLink(link, t)} className={listStyles.menuItem}>
            <LinkIcon className={icon} />
            {t('share.copy')}
          </MenuItem>
        </MenuSection>
      )}
      {link && <Separator className={listStyles.menuSeparator} />}
      <MenuSection aria-label={t('export.button')}>
        <MenuItem onAction={() => void copy()} className={listStyles.menuItem}>
          <CopyIcon className={icon} />
          {t('export.copy')}
        </MenuItem>
        {canShare && (
          <MenuItem onAction={() => void sendText()} className={listStyles.menuItem}>
            <ShareIcon className={icon} />
            {t('export.share')}
          </MenuItem>
        )}
        {/* After the menu has closed, so the print dialog opens over the page and not over an open menu. */}
        <MenuItem onAction={() => setTimeout(() => window.print())} className={listStyles.menuItem}>
          <PrinterIcon className={icon} />
          {t('export.print')}
        </MenuItem>
      </MenuSection>
      <Separator className={listStyles.menuSeparator} />
      <MenuSection aria-label={t('list.section')}>
        <MenuItem onAction={() => onOpen('members')} className={listStyles.menuItem}>
          <UsersIcon className={icon} />
          {t('members.open')}
        </MenuItem>
        {/* Goods pasted as text, one per line (as the items may change), and a copy of the list (as `can` allows). */}
        {can.changeItems && (
          <MenuItem onAction={() => onOpen('paste')} className={listStyles.menuItem}>
            <ClipboardIcon className={icon} />
            {t('list.paste')}
          </MenuItem>
        )}
        {/* Ready for the next trip: every tick taken off at once (members of an active list). */}
        {can.tick && anyTicked && (
          <MenuItem onAction={untickAll} className={listStyles.menuItem}>
            <RefreshIcon className={icon} />
            {t('list.untickAll')}
          </MenuItem>
        )}
        {can.copy && (
          <MenuItem onAction={() => onOpen('copy')} className={listStyles.menuItem}>
            <CopyPlusIcon className={icon} />
            {t('list.copy')}
          </MenuItem>
        )}
        {/* The changes of the list itself, each confirmed in its dialog (list-actions.tsx). */}
        {can.rename && (
          <MenuItem onAction={() => onOpen('rename')} className={listStyles.menuItem}>
            <PencilIcon className={icon} />
            {t('lists.table.rename')}
          </MenuItem>
        )}
        {can[toggle] && (
          <MenuItem onAction={() => onOpen(toggle)} className={listStyles.menuItem}>
            {toggle === 'close' ? <FlagIcon className={icon} /> : <UndoIcon className={icon} />}
            {toggle === 'close' ? t('list.close') : t('list.recover')}
          </MenuItem>
        )}
        {can.leave && (
          <MenuItem onAction={() => onOpen('exit')} className={listStyles.menuItem}>
            <DoorIcon className={icon} />
            {t('list.exit')}
          </MenuItem>
        )}
        {can.delete && (
          <MenuItem onAction={() => onOpen('delete')} className={`${listStyles.menuItem} text-red-800`}>
            <TrashIcon className="size-5 shrink-0" />
            {t('lists.table.delete')}
          </MenuItem>
        )}
      </MenuSection>
    </ActionMenu>
  );
}
