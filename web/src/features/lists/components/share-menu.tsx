import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { ChatIcon, CopyIcon, PhoneCallIcon, SendIcon, ShareIcon } from '../../../components/icons';
import { showMessage } from '../../../lib/notices';
import { useTexts } from '../../../lib/texts';
import { shareTargets } from '../share';
import { listStyles } from './styles';

interface ShareMenuProps {
  link: string;
  listName: string;
}

const itemClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-slate-800 outline-none data-[focused]:bg-brand-50 data-[focused]:text-brand-900';

/** Copies the private link; where the browser may not (no clipboard access), says how to do it by hand. */
export async function copyLink(link: string, t: (key: 'share.copied' | 'share.copyFailed') => string) {
  try {
    await navigator.clipboard.writeText(link);
    showMessage(t('share.copied'));
  } catch {
    showMessage(t('share.copyFailed'), 'warning');
  }
}

/**
 * Spec §2: the share menu of a list. Messenger links carry the private link (with the access code); the phone's own
 * share sheet is offered where the browser has one.
 */
export function ShareMenu({ link, listName }: ShareMenuProps) {
  const { t } = useTexts();
  const text = t('share.text', { name: listName });
  const targets = shareTargets(link, text);
  const canShareNatively = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <MenuTrigger>
      <Button className={listStyles.actionSecondary}>
        <ShareIcon className="size-5" />
        {t('share.button')}
      </Button>
      <Popover placement="bottom end" className="min-w-60 rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-slate-200">
        <Menu aria-label={t('share.menu')} className="outline-none">
          <MenuItem href={targets.telegram} target="_blank" rel="noopener noreferrer" className={itemClass}>
            <SendIcon className="size-5 text-sky-600" />
            {t('share.telegram')}
          </MenuItem>
          <MenuItem href={targets.whatsapp} target="_blank" rel="noopener noreferrer" className={itemClass}>
            <PhoneCallIcon className="size-5 text-emerald-600" />
            {t('share.whatsapp')}
          </MenuItem>
          <MenuItem href={targets.viber} className={itemClass}>
            <ChatIcon className="size-5 text-violet-600" />
            {t('share.viber')}
          </MenuItem>
          <MenuItem onAction={() => void copyLink(link, t)} className={itemClass}>
            <CopyIcon className="size-5 text-slate-500" />
            {t('share.copy')}
          </MenuItem>
          {canShareNatively && (
            <MenuItem
              onAction={() => void navigator.share({ title: listName, text, url: link }).catch(() => undefined)}
              className={itemClass}
            >
              <ShareIcon className="size-5 text-slate-500" />
              {t('share.native')}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
