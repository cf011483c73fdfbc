import type { StoreRef } from '@listok/contract';
import { lazy, Suspense } from 'react';
import { lazyComponent } from '../../../../lib/react/lazy-component';
import { useTexts } from '../../../../lib/texts/texts';
import { useLang } from '../../../../lib/texts/use-lang';
import { type AddOfferView, AddReport } from '../../items/components/add-report';
import { SearchPlaceholder } from '../../items/components/search-placeholder';
import { quantityText } from '../../shopping/add-request';
import { reopenDetails } from '../hooks/add-offers';
import type { Offer, useAddToList } from '../hooks/use-add-to-list';

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
  /** The list's shops (its members read them), which a line may name at its end («сыр в Ашане»). */
  stores: readonly StoreRef[] | undefined;
  adding: ReturnType<typeof useAddToList>;
}

/** No shops: one array, so the memoised search is not drawn again for a new empty one. */
const noShops: readonly StoreRef[] = [];

/**
 * The add box, always at hand: it sticks under the app's bar as the list scrolls, with the line under it (added, or
 * already there with an offer), so after an add it stays in sight with the focus. The suggestion chips follow,
 * scrolling with the list.
 */
export function AddArea({ listId, onScreen, afterItems, onList, stores, adding }: AddAreaProps) {
  const { t } = useTexts();
  const lang = useLang();
  const { report, onAdd, acceptOffer, addArea } = adding;
  const offerView = (offer: Offer): AddOfferView => {
    switch (offer.kind) {
      case 'sum':
        return { label: t('items.addToExisting', { quantity: quantityText(offer.quantity, lang) }), reopens: false };
      case 'note':
        return { label: t('items.addNote', { note: offer.typed }), reopens: false };
      case 'line':
        return { label: t('items.addLine', { name: offer.request.name }), reopens: false };
      case 'reopen': {
        const details = reopenDetails(offer, quantityText, lang);
        return { label: details ? t('items.reopenWith', { quantity: details }) : t('items.reopen'), reopens: true };
      }
    }
  };
  return (
    <>
      {/* A child of the screen itself, so it sticks the whole way down the list (a sticky element stays within its
          parent), under the app's bar (top-16, 4rem), spanning the page's side padding (-mx-4 px-4) on the page's
          colour. Stuck, the add box starts at 5rem (top-16 + pt-4), the page's scroll padding (index.css): when the
          add box scrolls itself to the top for its suggestions (on a phone, as it takes the focus), there is then
          nothing to scroll, and no scroll closes suggestions that are open. Its own top spacing is dropped (*:mt-0).
          The line under it (added, or already there with an offer) floats below the bar, so that it comes and goes
          without moving the page (which would close the suggestions too); empty, it takes no room (min-h-0). */}
      <div
        ref={addArea}
        className="sticky top-16 z-10 -mx-4 bg-slate-50/95 px-4 pt-4 pb-2 backdrop-blur-sm *:mt-0 sm:pt-4"
      >
        <Suspense fallback={<SearchPlaceholder />}>
          {onScreen ? (
            <ProductSearch onList={onList} stores={stores ?? noShops} onAdd={onAdd} />
          ) : (
            <SearchPlaceholder />
          )}
        </Suspense>
        <div className="absolute inset-x-4 top-full drop-shadow-md [&>[role=status]]:min-h-0">
          <AddReport report={report && { ...report, offers: report.offers?.map(offerView) }} onAccept={acceptOffer} />
        </div>
      </div>
      {afterItems && <SuggestionChips listId={listId} onList={onList} onAdd={onAdd} />}
    </>
  );
}
