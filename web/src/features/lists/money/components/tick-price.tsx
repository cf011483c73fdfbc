import '../../../../locales/money';
import type { ListItem } from '@listok/contract';
import { minorOfText } from '@listok/contract/base';
import { type FormEvent, useState } from 'react';
import { CheckIcon } from '../../../../components/icons';
import { moneyAmountText, moneyText } from '../../../../lib/texts/money';
import { useTexts } from '../../../../lib/texts/texts';
import { useLang } from '../../../../lib/texts/use-lang';
import { queueChange } from '../../offline/item-changes';
import { itemName } from '../../shared/item-view';
import { useListScreenContext } from '../../shared/screen-context';

type ShoppingItem = Extract<ListItem, { kind: 'shopping' }>;

/** The price of a ticked good of the list on the screen, for a member who may read its money. */
export function TickPrice({ item }: { item: ShoppingItem }) {
  const screen = useListScreenContext();
  const lang = useLang();
  if (!screen?.currency) return null;
  if (!screen.can.keepMoney || !item.completed) {
    // A finished list shows what was paid, unchangeable; an open good the price typed with it, which its tick pays.
    const price = item.price ?? null;
    return price === null ? null : (
      <p className="mt-0.5 text-slate-600 text-xs tabular-nums">{moneyText(price, screen.currency, lang)}</p>
    );
  }
  return <PriceField item={item} listId={screen.listId} currency={screen.currency} />;
}

interface PriceFieldProps {
  item: ShoppingItem;
  listId: number;
  currency: string;
}

/**
 * What a ticked good cost, offered after the tick and never asked for (issue 50): «+ цена» opens a small field with a
 * numeric keypad on a phone; Enter keeps the price, an empty field clears it, Escape leaves it as it was.
 */
function PriceField({ item, listId, currency }: PriceFieldProps) {
  const { t } = useTexts();
  const lang = useLang();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [wrong, setWrong] = useState(false);
  const name = itemName(item, lang);
  const price = item.price ?? null;

  function open() {
    setText(price === null ? '' : moneyAmountText(price, currency, lang));
    setWrong(false);
    setEditing(true);
  }

  function save(event: FormEvent) {
    event.preventDefault();
    const minor = text.trim() === '' ? null : minorOfText(text, currency);
    if (minor === null && text.trim() !== '') {
      setWrong(true);
      return;
    }
    setEditing(false);
    // Queued with the ticks (offline/item-changes.ts): sent once, after the tick it prices, with or without signal.
    if (minor !== price) void queueChange({ kind: 'price', listId, rowId: item.id, price: minor }, name);
  }

  if (!editing) {
    return (
      <button
        type="button"
        onClick={open}
        className="-my-1 mt-0.5 inline-flex min-h-8 items-center rounded-lg px-1.5 text-brand-800 text-xs hover:bg-brand-50"
        aria-label={
          price === null
            ? t('money.addPrice', { name })
            : t('money.changePrice', { name, price: moneyText(price, currency, lang) })
        }
      >
        {price === null ? t('money.pricePrompt') : moneyText(price, currency, lang)}
      </button>
    );
  }
  return (
    <form onSubmit={save} className="mt-1 flex items-center gap-1">
      <input
        // biome-ignore lint/a11y/noAutofocus: the field opens on the user's own tap, to be typed in at once
        autoFocus
        inputMode="decimal"
        enterKeyHint="done"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setEditing(false);
        }}
        aria-label={t('money.priceOf', { name })}
        aria-invalid={wrong}
        placeholder={item.lastPrice ? moneyText(item.lastPrice.price, currency, lang) : t('money.pricePlaceholder')}
        className={`h-9 w-28 rounded-lg border bg-white px-2 text-slate-900 text-sm tabular-nums ${wrong ? 'border-red-600' : 'border-slate-400'}`}
      />
      <button
        type="submit"
        className="inline-flex size-9 items-center justify-center rounded-lg bg-brand-700 text-white"
        aria-label={t('money.savePrice')}
        title={t('money.savePrice')}
      >
        <CheckIcon className="size-4" />
      </button>
    </form>
  );
}
