import { MenuItem } from 'react-aria-components';
import { ChatIcon, CopyIcon, PhoneCallIcon, SendIcon, ShareIcon } from '../../../../components/icons';
import { useTexts } from '../../../../lib/texts';
import { ActionMenu, type Handover } from '../../shared/components/action-menu';
import { listStyles } from '../../shared/components/styles';
import { copyLink, shareTargets } from '../share';

interface ShareMenuProps {
  link: string;
  listName: string;
  /** From the button that stood in while this code loaded (components/deferred-menu.tsx). */
  handover?: Handover;
}

/**
 * Spec §2: the share menu of a list. Messenger links carry the private link (with the access code); the phone's own
 * share sheet is offered where the browser has one.
 */
export function ShareMenu({ link, listName, handover }: ShareMenuProps) {
  const { t } = useTexts();
  const text = t('share.text', { name: listName });
  const targets = shareTargets(link, text);
  const canShareNatively = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <ActionMenu
      icon={<ShareIcon className="size-5" />}
      label={t('share.button')}
      menuLabel={t('share.menu')}
      handover={handover}
    >
      <MenuItem href={targets.telegram} target="_blank" rel="noopener noreferrer" className={listStyles.menuItem}>
        <SendIcon className="size-5 text-sky-600" />
        {t('share.telegram')}
      </MenuItem>
      <MenuItem href={targets.whatsapp} target="_blank" rel="noopener noreferrer" className={listStyles.menuItem}>
        <PhoneCallIcon className="size-5 text-emerald-600" />
        {t('share.whatsapp')}
      </MenuItem>
      <MenuItem href={targets.viber} className={listStyles.menuItem}>
        <ChatIcon className="size-5 text-violet-600" />
        {t('share.viber')}
      </MenuItem>
      <MenuItem onAction={() => void copyLink(link, t)} className={listStyles.menuItem}>
        <CopyIcon className="size-5 text-slate-500" />
        {t('share.copy')}
      </MenuItem>
      {canShareNatively && (
        <MenuItem
          onAction={() => void navigator.share({ title: listName, text, url: link }).catch(() => undefined)}
          className={listStyles.menuItem}
        >
          <ShareIcon className="size-5 text-slate-500" />
          {t('share.native')}
        </MenuItem>
      )}
    </ActionMenu>
  );
}
