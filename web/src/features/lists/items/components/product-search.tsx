import type { Lang, StoreRef } from '@listok/contract';
import { memo, type RefObject, useId, useRef, useState } from 'react';
import { ComboBox, Input, Label, ListBox, Popover } from 'react-aria-components';
import { labelStyle } from '../../../../components/field';
import { SearchIcon } from '../../../../components/icons';
import { lazyComponent } from '../../../../lib/react/lazy-component';
import { moneyText } from '../../../../lib/texts/money';
import { useTexts } from '../../../../lib/texts/texts';
import { useLang } from '../../../../lib/texts/use-lang';
import { AriaLocale } from '../../shared/components/aria-locale';
import { listStyles } from '../../shared/components/styles';
import { closeDialogAndFocus } from '../../shared/focus-after-dialog';
import { useListScreenContext } from '../../shared/screen-context';
import { type AddRequest, type Quantity, quantityText } from '../../shopping/add-request';
import { type NewEntry, searchKeys, useSearchActions } from '../hooks/use-search-actions';
import {
  useClearOnLeave,
  useDropdownSteering,
  useSearchRows,
  useTypedEntry,
  useWidth,
} from '../hooks/use-search-state';
import { FirstRowHighlight } from './first-row-highlight';
import { CreateRow, isCreateRow, type SearchRow, SuggestionRow } from './search-rows';

const NewProductDialog = lazyComponent(() => import('./new-product-dialog').then((module) => module.NewProductDialog));

/** The search's label and input; on a phone it moves to the top of the screen, so the suggestions have room. */
function SearchInput({
  input,
  area,
  hintId,
}: {
  input: RefObject<HTMLInputElement | null>;
  area: RefObject<HTMLElement | null>;
  hintId: string;
}) {
  const { t } = useTexts();
  const roomForSuggestions = () => {
    if (window.matchMedia('(max-width: 639px)').matches) area.current?.scrollIntoView({ block: 'start' });
  };
  return (
    <>
      <Label className={labelStyle}>{t('items.searchLabel')}</Label>
      <div className="relative mt-1.5">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-400" />
        <Input
          ref={input}
          placeholder={t('items.searchPlaceholder')}
          aria-describedby={hintId}
          enterKeyHint="go"
          onFocus={roomForSuggestions}
          className={`${listStyles.input} pl-11`}
        />
      </div>
    </>
  );
}

interface SuggestionsPopoverProps {
  /** The row of the search: the list opens under it, as wide as it. */
  row: RefObject<HTMLDivElement | null>;
  rowWidth: number | undefined;
  shownQuantity: string | undefined;
  /** The name of the list's shop typed at the end, shown with every row («Сыр · Ашан»). */
  shownStore: string | undefined;
  onList: ReadonlySet<number>;
}

/**
 * The list stays under the field, as on a phone the keyboard covers the bottom of the screen. Its padding is the list
 * box's, so the create row sticks to the very bottom edge with nothing showing under it.
 */
function SuggestionsPopover({ row, rowWidth, shownQuantity, shownStore, onList }: SuggestionsPopoverProps) {
  const { t } = useTexts();
  return (
    <Popover
      triggerRef={row}
      placement="bottom start"
      shouldFlip={false}
      offset={4}
      style={{ width: rowWidth }}
      className="max-h-80 overflow-y-auto rounded-xl bg-white shadow-lg ring-1 ring-slate-200"
    >
      {/* The options are drawn again when the amount typed or the products on the list change (React Aria keeps
          an option's drawing while its suggestion stays the same object). */}
      <ListBox<SearchRow>
        aria-label={t('items.suggestions')}
        dependencies={[shownQuantity, shownStore, onList]}
        className="p-1.5 outline-none"
      >
        {(found) =>
          isCreateRow(found) ? (
            <CreateRow name={found.name} store={shownStore} />
          ) : (
            <SuggestionRow
              suggestion={found}
              quantity={shownQuantity}
              store={shownStore}
              onList={onList.has(found.id)}
            />
          )
        }
      </ListBox>
    </Popover>
  );
}

interface NewEntryDialogProps {
  entry: NewEntry;
  onClose: () => void;
  onAdded: () => void;
  onAdd: (request: AddRequest) => void;
}

/** The new-product dialog of a name typed: the product made goes on the list with the amount typed. */
function NewEntryDialog({ entry, onClose, onAdded, onAdd }: NewEntryDialogProps) {
  const lang = useLang();
  return (
    <NewProductDialog
      initialName={entry.name}
      quantity={entry.quantity && quantityText(entry.quantity, lang)}
      onClose={onClose}
      onAdd={(product) => {
        onAdded();
        const { quantity: asked, note, store, price } = entry;
        const withQuantity = {
          ...product,
          ...(asked && { amount: asked.amount, unit: asked.unit?.id }),
          ...(note !== undefined && { note }),
          ...(price !== undefined && { price }),
        };
        onAdd({ product: withQuantity, name: product.name, ...asked, note, store, price });
      }}
    />
  );
}

/** What the rows show of the amount and price typed: «2 л», «89 ₽», «2 л · 89 ₽». */
function shownQuantity(quantity: Quantity | undefined, price: number | undefined, currency = '', lang: Lang) {
  const parts = [quantity && quantityText(quantity, lang), price !== undefined && moneyText(price, currency, lang)];
  return parts.filter(Boolean).join(' · ') || undefined;
}

interface ProductSearchProps {
  /** Products already on the list: their suggestions say so. */
  onList: ReadonlySet<number>;
  /** The list's shops: one named at the end of the text («сыр в Ашане») is where the good is had. */
  stores: readonly StoreRef[];
  onAdd: (request: AddRequest) => void;
}

/**
 * Spec §2, §4, §5: the product search of an active list. Suggestions come 300 ms after the typing stops, in the
 * server's order (its ranking), the first one highlighted; Enter (or the phone keyboard's Go) adds the highlighted
 * row with the amount typed ("яйца 10 шт"), at the list's shop named at the end («сыр в Ашане»: the rows say
 * «Сыр · Ашан»); the arrow keys move the highlight, a click or tap adds any. The last row, "+ Create «…»", shown once
 * the suggestions of the text have come and while the typed name matches none of them exactly, is the only way to
 * the new-product dialog. The text clears 200 ms after the focus leaves the search. Memoised (React Aria's combo box
 * is costly to draw): an answer of the list redraws it only when the products on the list or its shops change.
 */
export const ProductSearch = memo(function ProductSearch({ onList, stores, onAdd }: ProductSearchProps) {
  const { t } = useTexts();
  const lang = useLang();
  const [text, setText] = useState('');
  const [newEntry, setNewEntry] = useState<NewEntry | null>(null);
  // A member who keeps the list's money may type a price at the end («молоко 89₽»).
  const screen = useListScreenContext();
  const currency = screen?.can.keepMoney ? (screen.currency ?? undefined) : undefined;
  const { typed, quantity, note, store, price } = useTypedEntry(text, stores, currency);
  const { shown, rows, settled } = useSearchRows(lang, typed);
  const steering = useDropdownSteering(text, rows.length);
  const { combo, input, moved, latestText, wantsOpen } = steering;
  const actions = useSearchActions({
    ...{ text, typed, quantity, note, store, price, shown },
    ...{ latestText, setText, setNewEntry, onAdd },
  });
  const area = useRef<HTMLElement>(null);
  const row = useRef<HTMLDivElement>(null);
  const rowWidth = useWidth(row);
  const leaving = useClearOnLeave(area, newEntry !== null, setText);
  const hintId = useId();
  const onInputChange = (value: string) => {
    steering.textChanged();
    setText(value);
  };
  // After the new-product dialog the focus comes back to the search, ready for the next product.
  const closeDialog = () => closeDialogAndFocus(() => setNewEntry(null), input);

  return (
    <AriaLocale>
      <search ref={area} aria-label={t('items.searchLabel')} {...leaving} className="mt-6">
        <div ref={row} onKeyDownCapture={searchKeys(steering, settled, actions)} className="flex items-end gap-2">
          <ComboBox<SearchRow>
            items={rows}
            inputValue={text}
            onInputChange={onInputChange}
            selectedKey={null}
            onSelectionChange={(key) => key !== null && actions.take(key)}
            allowsCustomValue
            menuTrigger="input"
            className="min-w-0 flex-1"
          >
            <FirstRowHighlight into={combo} moved={moved} wantsOpen={wantsOpen} />
            <SearchInput input={input} area={area} hintId={hintId} />
            <SuggestionsPopover
              row={row}
              rowWidth={rowWidth}
              shownQuantity={shownQuantity(quantity, price, currency, lang)}
              shownStore={store?.name}
              onList={onList}
            />
          </ComboBox>
        </div>
        <p id={hintId} className="mt-1.5 hidden text-slate-500 text-sm sm:block">
          {t('items.searchHint')}
        </p>
        {newEntry !== null && (
          <NewEntryDialog entry={newEntry} onClose={closeDialog} onAdded={() => setText('')} onAdd={onAdd} />
        )}
      </search>
    </AriaLocale>
  );
});
