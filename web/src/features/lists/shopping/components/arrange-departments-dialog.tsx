import type { Category, ShopOrder, Store } from '@listok/contract';
import { useState } from 'react';
import { Button, GridList, GridListItem, useDragAndDrop } from 'react-aria-components';
import { ArrowDownIcon, ArrowUpIcon, MenuIcon } from '../../../../components/icons';
import { showSuccess } from '../../../../lib/notices/success-message';
import { useTexts } from '../../../../lib/texts/texts';
import { useLang } from '../../../../lib/texts/use-lang';
import { ActionDialog } from '../../shared/components/action-dialog';
import { listStyles } from '../../shared/components/styles';
import { useArrangeShopOrder } from '../api/shop-order';
import { useUpdateStore } from '../api/stores';
import { moveInOrder } from '../shop-groups';

interface ArrangeDepartmentsDialogProps {
  listId: number;
  /** The shop whose order this is; null for the list's own order. */
  store: Store | null;
  shopOrder: ShopOrder;
  categories: Category[];
  onClose: () => void;
}

/**
 * The departments in the order of the shop (the one the user is in, else the list's own), to rearrange: drag a row by
 * its handle (with a mouse, a finger, or the keyboard: Enter on the handle, arrows, Enter), or move it with the up and
 * down buttons. Saved for every member; "learned order" gives the arranging back to the ticks.
 */
export function ArrangeDepartmentsDialog({
  listId,
  store,
  shopOrder,
  categories,
  onClose,
}: ArrangeDepartmentsDialogProps) {
  const { t } = useTexts();
  const lang = useLang();
  const arrangeList = useArrangeShopOrder(listId);
  const arrangeStore = useUpdateStore(listId);
  const arrange = store
    ? {
        mutate: (order: number[] | null, options: { onSuccess: () => void }) =>
          arrangeStore.mutate({ storeId: store.id, order }, options),
        isPending: arrangeStore.isPending,
      }
    : arrangeList;
  const known = new Set(categories.map((category) => category.id));
  const [order, setOrder] = useState(() => shopOrder.order.filter((id) => known.has(id)));
  const nameOf = (id: number) => {
    const category = categories.find((one) => one.id === id);
    return category ? (lang === 'ru' ? category.name_ru : category.name_en) : String(id);
  };

  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': nameOf(Number(key)) })),
    onReorder: (event) => {
      let next = order;
      for (const key of event.keys)
        next = moveInOrder(next, Number(key), {
          target: Number(event.target.key),
          after: event.target.dropPosition === 'after',
        });
      setOrder(next);
    },
  });

  const save = (next: number[] | null, message: string) =>
    arrange.mutate(next, {
      onSuccess: () => {
        onClose();
        showSuccess(message);
      },
    });

  return (
    <ActionDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={store ? t('shops.arrangeTitle', { name: store.name }) : t('departments.arrangeTitle')}
      onConfirm={() => save(order, t('departments.saved'))}
      confirmLabel={t('dialogs.save')}
      cancelLabel={t('dialogs.cancel')}
      isPending={arrange.isPending}
    >
      <p className="text-sm">{t('departments.arrangeHint')}</p>
      <GridList
        aria-label={t('departments.arrangeTitle')}
        items={order.map((id) => ({ id, name: nameOf(id) }))}
        dragAndDropHooks={dragAndDropHooks}
        className="mt-3 divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200"
      >
        {(department) => {
          const index = order.indexOf(department.id);
          return (
            <GridListItem
              id={department.id}
              textValue={department.name}
              className="flex min-h-11 items-center gap-2 bg-white px-2 text-slate-800 outline-none data-[dragging]:opacity-50 data-[drop-target]:bg-brand-50 data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-600 data-[focus-visible]:ring-inset"
            >
              <Button
                slot="drag"
                aria-label={t('departments.drag', { name: department.name })}
                className="flex size-9 cursor-grab items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100"
              >
                <MenuIcon className="size-4" />
              </Button>
              <span className="min-w-0 flex-1 break-words py-2">
                <span className="mr-2 text-slate-500 tabular-nums">{index + 1}.</span>
                {department.name}
              </span>
              <Button
                aria-label={t('departments.up', { name: department.name })}
                isDisabled={index === 0}
                onPress={() => setOrder(moveInOrder(order, department.id, -1))}
                className={`${listStyles.icon} size-9`}
              >
                <ArrowUpIcon className="size-4" />
              </Button>
              <Button
                aria-label={t('departments.down', { name: department.name })}
                isDisabled={index === order.length - 1}
                onPress={() => setOrder(moveInOrder(order, department.id, 1))}
                className={`${listStyles.icon} size-9`}
              >
                <ArrowDownIcon className="size-4" />
              </Button>
            </GridListItem>
          );
        }}
      </GridList>
      {shopOrder.arranged && (
        <button
          type="button"
          onClick={() => save(null, t('departments.learnedBack'))}
          className={`${listStyles.small} mt-3 text-brand-800`}
        >
          {t('departments.learned')}
        </button>
      )}
    </ActionDialog>
  );
}
