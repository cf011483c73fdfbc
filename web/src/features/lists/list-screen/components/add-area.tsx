import { lazy, Suspense } from 'react';
import { lazyComponent } from '../../../../lib/lazy-component';
import { useTexts } from '../../../../lib/texts';
import { useLang } from '../../../../lib/use-lang';
import { AddReport } from '../../items/components/add-report';
import { SearchPlaceholder } from '../../items/components/search-placeholder';
import { quantityText } from '../../shopping/add-request';
import type { useAddToList } from '../hooks/use-add-to-list';

// Not needed for the first paint: loaded right after the screen (the chips come after the items anyway), which keeps
// the list route within its JavaScript budget.
const SuggestionChips = lazyComponent(() =>
  import('../../shopping/components/suggestion-chips').then((module) => module.SuggestionChips),
);
// The add box (React Aria's combo box and its collections) loads alongside the items; until it is there, a box of the
// same size stands in its place, so nothing moves when it comes.
const ProductSearch = lazy(() =>
  import('../../items/components/product-search').then((module) => ({ default: module.ProductSearch })),
);

interface AddAreaProps {
  listId: number;
  /** The first screenful is shown: the add box's code may load. */
  onScreen: boolean;
  /** The items are on screen and settled: the chips may load and ask for suggestions. */
  afterItems: boolean;
  /** The products on the list. */
  onList: ReadonlySet<number>;
  adding: ReturnType<typeof useAddToList>;
}

/** The add box, the line under it (added, or already there with an offer) and the suggestion chips. */
export function AddArea({ listId, onScreen, afterItems, onList, adding }: AddAreaProps) {
  const { t } = useTexts();
  const lang = useLang();
  const { report, onAdd, acceptOffer, addArea } = adding;
  return (
    <div ref={addArea}>
      <Suspense fallback={<SearchPlaceholder />}>
        {onScreen ? <ProductSearch onList={onList} onAdd={onAdd} /> : <SearchPlaceholder />}
      </Suspense>
      <AddReport
        report={
          report && {
            ...report,
            offer: report.offer && t('items.addToExisting', { quantity: quantityText(report.offer.quantity, lang) }),
          }
        }
        onAccept={acceptOffer}
      />
      {afterItems && <SuggestionChips listId={listId} onList={onList} onAdd={onAdd} />}
    </div>
  );
}
