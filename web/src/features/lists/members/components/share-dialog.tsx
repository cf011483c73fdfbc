import type { ListKind } from '@listok/contract';
import { ChatIcon, PhoneCallIcon, SendIcon, ShareIcon } from '../../../../components/icons';
import { useTexts } from '../../../../lib/texts/texts';
import { ActionDialog } from '../../shared/components/action-dialog';
import { kindKey } from '../../shared/kind-words';
import { shareTargets } from '../share';
import { PrivateLink } from './private-link';

interface ShareDialogProps {
  listId: number;
  link: string;
  listName: string;
  /** The list's kind: what friends can do with the link reads in its words (a wish list's reservations). */
  kind: ListKind;
  /** The caller may replace the link (`can.share`). */
  canRenew: boolean;
  onClose: () => void;
}

const target =
  'flex min-h-12 items-center gap-3 rounded-xl bg-white px-3.5 py-2 font-medium text-slate-800 ring-1 ring-slate-300 ring-inset transition-colors hover:bg-slate-100';

/**
 * Spec §2: sharing a list, for its members. Messenger links carry the private link (with the access code), the phone's
 * own share sheet is offered where the browser has one; below, the private link itself to copy, and the way to make a
 * new one for those who may (the owner).
 */
export function ShareDialog({ listId, link, listName, kind, canRenew, onClose }: ShareDialogProps) {
  const { t } = useTexts();
  const text = t('share.text', { name: listName });
  const targets = shareTargets(link, text);
  const canShareNatively = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <ActionDialog isOpen onOpenChange={(open) => !open && onClose()} title={t('share.title')}>
      <ul aria-label={t('share.menu')} className="grid grid-cols-2 gap-2">
        <li>
          <a href={targets.telegram} target="_blank" rel="noopener noreferrer" className={target}>
            <SendIcon className="size-5 shrink-0 text-sky-600" />
            {t('share.telegram')}
          </a>
        </li>
        <li>
          <a href={targets.whatsapp} target="_blank" rel="noopener noreferrer" className={target}>
            <PhoneCallIcon className="size-5 shrink-0 text-emerald-600" />
            {t('share.whatsapp')}
          </a>
        </li>
        <li>
          <a href={targets.viber} className={target}>
            <ChatIcon className="size-5 shrink-0 text-violet-600" />
            {t('share.viber')}
          </a>
        </li>
        {canShareNatively && (
          <li>
            <button
              type="button"
              onClick={() => void navigator.share({ title: listName, text, url: link }).catch(() => undefined)}
              className={`${target} w-full text-left`}
            >
              <ShareIcon className="size-5 shrink-0 text-slate-500" />
              {t('share.native')}
            </button>
          </li>
        )}
      </ul>
      <PrivateLink listId={listId} link={link} canRenew={canRenew} hint={t(kindKey(kind, 'shareHint'))} />
    </ActionDialog>
  );
}
