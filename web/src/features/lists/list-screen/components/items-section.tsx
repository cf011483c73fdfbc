import type { ItemSort, ListCan, ListItem, ListKind } from '@listok/contract';
import type { RefObject } from 'react';
import { useTexts } from '../../../../lib/texts';
import { ItemsTable } from '../../items/components/items-table';
import { kindKey } from '../../shared/kind-words';
import { ItemsViewControl } from '../../shopping/components/items-view-control';
import type { useDepartmentGroups } from '../hooks/use-department-groups';

interface ItemsSectionProps {
  listId: number;
  /** The list's kind (its words); undefined until the header is in. */
  kind: ListKind | undefined;
  /** The items as drawn (with the changes not yet sent); undefined until they are in. */
  items: ListItem[] | undefined;
  pending: ReadonlySet<number>;
  /** The list's header is in. */
  headerKnown: boolean;
  /** The items could not be read (the screen's error bar says why). */
  failed: boolean;
  sort: ItemSort;
  onSort: (sort: ItemSort) => void;
  can: ListCan;
  highlightId: number | null;
  /** The section's heading: where the focus goes when the control that had it goes away. */
  heading: RefObject<HTMLHeadingElement | null>;
  menusReady: boolean;
  departments: ReturnType<typeof useDepartmentGroups>;
}

/** The items of a list: a loading line, the empty list's words, or the view control over the table. */
export function ItemsSection(props: ItemsSectionProps) {
  const { t } = useTexts();
  const { listId, items, can } = props;
  // Until the header is known, only a loading line: the members, link and search it brings then appear together with
  // the items instead of pushing them down one by one (no layout shift).
  if (!props.headerKnown) {
    return (
      <p role="status" className="mt-4 py-10 text-center text-slate-500">
        {t('items.loading')}
      </p>
    );
  }
  return (
    <section aria-labelledby={`items-${listId}`} className="mt-3 sm:mt-4">
      <h2 id={`items-${listId}`} ref={props.heading} tabIndex={-1} className="sr-only">
        {t(kindKey(props.kind, 'heading'))}
      </h2>
      {props.failed && items === undefined ? null : items === undefined ? (
        <p role="status" className="py-10 text-center text-slate-500">
          {t('items.loading')}
        </p>
      ) : items.length === 0 ? (
        <p className="rounded-2xl bg-white px-4 py-10 text-center text-slate-600 ring-1 ring-slate-200">
          {can.changeItems ? t(kindKey(props.kind, 'empty')) : t('items.emptyReadOnly')}
        </p>
      ) : (
        <>
          <ItemsViewControl
            listId={listId}
            canArrange={can.changeItems}
            departmentsOffered={props.departments.offered}
            shopOrder={props.departments.shopOrder}
            categories={props.departments.categories}
            sort={props.sort}
            onSort={props.onSort}
            menusReady={props.menusReady}
          />
          <ItemsTable
            listId={listId}
            items={items}
            pending={props.pending}
            sort={props.sort}
            onSort={props.onSort}
            canTick={can.tick}
            canChange={can.changeItems}
            kind={props.kind}
            highlightId={props.highlightId}
            focusAfterDelete={props.heading}
            groups={props.departments.groups}
          />
        </>
      )}
    </section>
  );
}
