import type { ListHeader, ListItem } from '@listok/contract';
import { webRoutes } from '@listok/contract/base';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { DoorIcon, FileTextIcon, FlagIcon, ShareIcon, UndoIcon } from '../../../../components/icons';
import { showMessage } from '../../../../lib/notices';
import { useTexts } from '../../../../lib/texts';
import { ActionDialog } from '../../shared/components/action-dialog';
import { DeferredMenu } from '../../shared/components/deferred-menu';
import { listStyles } from '../../shared/components/styles';
import { closeDialogAndFocus } from '../../shared/focus-after-dialog';
import { forgetList, useExitList } from '../api/exit-list';
import { useSetListState } from '../api/list-state';

const ShareMenu = lazy(() =>
  import('../../members/components/share-menu').then((module) => ({ default: module.ShareMenu })),
);
const ExportMenu = lazy(() => import('./export-menu').then((module) => ({ default: module.ExportMenu })));

type Confirming = 'close' | 'recover' | 'exit' | null;

interface ListActionsProps {
  header: ListHeader;
  link: string | null;
  /** The items as shown, for the text export and the print view. */
  items: readonly ListItem[] | undefined;
  /** Leaving starts (true) or failed (false): the screen stops listening to the list it is leaving. */
  onLeaving: (leaving: boolean) => void;
  /** The first screenful is drawn: the menus' code loads now (until then, buttons of the same look stand in). */
  menusReady: boolean;
}

/**
 * Spec §2: share (members, who know the code); export as text and print (everyone who sees the list); close while
 * active and recover when closed (owner); exit (a member who is not the owner, back to My lists). Each change is
 * confirmed first.
 */
export function ListActions({ header, link, items, onLeaving, menusReady }: ListActionsProps) {
  const { t } = useTexts();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setState = useSetListState(header.id);
  const exit = useExitList(header.id);
  const [confirming, setConfirming] = useState<Confirming>(null);
  // Close turns into Recover and back on one button element, so the focus on it survives the change of the list.
  const stateButton = useRef<HTMLButtonElement>(null);

  const confirm = () => {
    if (confirming === 'exit') {
      onLeaving(true);
      exit.mutateAsync().then(
        async () => {
          await navigate(webRoutes.lists);
          forgetList(queryClient, header.id);
          showMessage(t('list.exited', { name: header.name }));
        },
        () => onLeaving(false),
      );
      return;
    }
    if (confirming === null) return;
    const action = confirming;
    setState.mutate(action, {
      onSuccess: () => {
        closeDialogAndFocus(() => setConfirming(null), stateButton);
        showMessage(action === 'close' ? t('list.closed') : t('list.recovered'));
      },
    });
  };

  const dialog = {
    close: { title: t('dialogs.closeList.title'), text: t('dialogs.closeList.text') },
    recover: { title: t('dialogs.recoverList.title'), text: t('dialogs.recoverList.text') },
    exit: { title: t('dialogs.exitList.title'), text: t('dialogs.exitList.text', { name: header.name }) },
  };
  const shown = confirming ? dialog[confirming] : null;

  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form fieldset
    <div role="group" aria-label={t('list.actions')} className="flex flex-wrap gap-2 print:hidden">
      {link && (
        <DeferredMenu
          load={menusReady}
          icon={<ShareIcon className="size-5" />}
          label={t('share.button')}
          menu={(handover) => <ShareMenu link={link} listName={header.name} handover={handover} />}
        />
      )}
      <DeferredMenu
        load={menusReady}
        icon={<FileTextIcon className="size-5" />}
        label={t('export.button')}
        menu={(handover) => <ExportMenu listName={header.name} items={items} handover={handover} />}
      />
      {header.isOwner && (
        <button
          ref={stateButton}
          type="button"
          onClick={() => setConfirming(header.active ? 'close' : 'recover')}
          className={header.active ? listStyles.actionSecondary : listStyles.actionPrimary}
        >
          {header.active ? <FlagIcon className="size-5" /> : <UndoIcon className="size-5" />}
          {header.active ? t('list.close') : t('list.recover')}
        </button>
      )}
      {header.isMember && !header.isOwner && (
        <button type="button" onClick={() => setConfirming('exit')} className={listStyles.actionQuiet}>
          <DoorIcon className="size-5" />
          {t('list.exit')}
        </button>
      )}
      <ActionDialog
        isOpen={shown !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={shown?.title ?? ''}
        onConfirm={confirm}
        isPending={setState.isPending || exit.isPending}
        destructive={confirming === 'exit'}
      >
        <p>{shown?.text}</p>
      </ActionDialog>
    </div>
  );
}
