import {
  type AtHomeAnswer,
  type AtHomeReason,
  amountText,
  keptAtHome,
  type Lang,
  type ListItem,
  type Recipe,
  type RecipeIngredient,
  type RecipeLineReview,
  shoppingAmount,
  unitTable,
} from '@listok/contract';
import { useState } from 'react';
import { Checkbox } from 'react-aria-components';
import { Link } from 'react-router';
import { ActionDialog } from '../../../components/action-dialog';
import { buttonStyles, linkStyle } from '../../../components/button-styles';
import { CheckIcon, PlusIcon } from '../../../components/icons';
import { SelectField } from '../../../components/select-field';
import { showSuccess } from '../../../lib/notices/success-message';
import { isNetworkFailure } from '../../../lib/offline/stored-fallback';
import { intlLocale } from '../../../lib/texts/lang';
import { useTexts } from '../../../lib/texts/texts';
import { offerUndo } from '../../../lib/undo/undo-offer';
import {
  type QueueRecipeAdd,
  useAddRecipeToList,
  useAtHome,
  useNewShoppingList,
  useRecipeReview,
  useShoppingLists,
  useTakeBackRecipe,
} from '../api/recipes';
import { AtHomeEditor } from './at-home-editor';
import { ServingsStepper } from './servings-stepper';

interface AddToListDialogProps {
  recipe: Recipe;
  /** The servings shown on the recipe's page, the review's start. */
  servings: number | null;
  onClose: () => void;
  /** Puts the add in the queue of unsent changes, when there is no network (the lists' offline queue). */
  queueAdd?: QueueRecipeAdd | undefined;
}

/** The list last added to, offered first next time. */
const lastListKey = 'listok.recipeList';

/**
 * "Add to list" (issue 49, point 4): the shopping list, the servings, and every ingredient with a tick box, the good
 * it goes on the list as, "already on the list: 500 г", and why it comes unticked (kept at home, bought lately). The
 * add can be taken back for 5 seconds.
 */
export function AddToListDialog({ recipe, servings: shownServings, onClose, queueAdd }: AddToListDialogProps) {
  const { t, lang } = useTexts();
  const lists = useShoppingLists();
  const newList = useNewShoppingList();
  const [chosen, setChosen] = useState<number | null>(null);
  const listId = chosen ?? defaultList(lists.data);
  const review = useRecipeReview(listId, recipe.id);
  const [servings, setServings] = useState(shownServings);
  // The boxes the user changed, per list: the others follow the review's defaults (what is at home, unticked).
  const [changed, setChanged] = useState<Map<string, boolean>>(new Map());
  const add = useAddRecipeToList();
  const takeBack = useTakeBackRecipe();
  const atHome = useAtHome();
  // Without the network the list cannot be checked: the recipe's own lines, what is kept at home unticked, and the
  // add waits in the queue of unsent changes.
  const noNetwork = review.isPaused || (review.isError && isNetworkFailure(review.error));
  const offline = noNetwork && queueAdd !== undefined;
  const lines = review.data?.lines ?? (offline ? offlineLines(recipe, atHome.data) : []);
  const items = [...(review.data?.added ?? []), ...(review.data?.merged ?? [])];
  const refused = new Map((review.data?.skipped ?? []).map((skip) => [skip.index, skip.reason]));
  const ticked = (line: RecipeLineReview) =>
    !refused.has(line.index) && (changed.get(`${listId}:${line.index}`) ?? line.home === null);
  const chosenCount = lines.filter(ticked).length;
  const list = lists.data?.find((l) => l.id === listId);

  const confirm = () => {
    if (listId === null || !list) return;
    const skip = lines.filter((line) => !ticked(line)).map((line) => line.index);
    const body = { recipe: recipe.id, ...(servings === null ? {} : { servings }), skip };
    if (offline) {
      void queueAdd(listId, body, recipe.name).then(() => {
        localStorage.setItem(lastListKey, String(listId));
        onClose();
        showSuccess(t('recipes.queued', { name: recipe.name, list: list.name }));
      });
      return;
    }
    // The undo takes the recipe off the list: only when this add put it there first (else it would take the earlier too).
    const before = items.some((item) => item.kind === 'shopping' && item.recipes?.some((r) => r.id === recipe.id));
    add.mutate(
      { listId, body },
      {
        onSuccess: () => {
          localStorage.setItem(lastListKey, String(listId));
          onClose();
          const text = t('recipes.added', { name: recipe.name, list: list.name });
          if (before) showSuccess(text);
          else offerUndo(text, () => takeBack.mutate({ listId, recipe: recipe.id }));
        },
      },
    );
  };

  return (
    <ActionDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('recipes.addTitle')}
      confirmLabel={t('recipes.addCount', { count: chosenCount })}
      cancelLabel={t('recipes.cancel')}
      onConfirm={confirm}
      confirmDisabled={(!review.data && !offline) || chosenCount === 0}
      isPending={add.isPending}
    >
      {lists.data && lists.data.length === 0 ? (
        <div className="flex flex-col items-start gap-3">
          <p>{t('recipes.noLists')}</p>
          <button
            type="button"
            className={buttonStyles.secondary}
            disabled={newList.isPending}
            onClick={() => newList.mutate(t('recipes.newListName'), { onSuccess: (list) => setChosen(list.id) })}
          >
            <PlusIcon />
            {t('recipes.makeList', { name: t('recipes.newListName') })}
          </button>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <SelectField
            label={t('recipes.list')}
            emptyOption={t('app.loading')}
            options={(lists.data ?? []).map((l) => ({ id: l.id, label: l.name }))}
            value={listId === null ? '' : String(listId)}
            onChange={(event) => setChosen(Number(event.target.value) || null)}
          />
          {servings !== null && (
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium text-slate-800">{t('recipes.servingsLabel')}</span>
              <ServingsStepper value={servings} onChange={setServings} />
            </div>
          )}
          {offline && <p className="rounded-xl bg-amber-50 p-3 text-amber-900">{t('recipes.reviewQueued')}</p>}
          {(review.isError || noNetwork) && !offline ? (
            <p className="text-red-700">{t(noNetwork ? 'recipes.reviewOffline' : 'recipes.reviewFailed')}</p>
          ) : lines.length === 0 ? (
            <p className="text-slate-600">{t('recipes.reviewing')}</p>
          ) : (
            <ul aria-label={t('recipes.ingredients')} className="-mx-2 flex flex-col">
              {lines.map((line) => {
                const ingredient = recipe.ingredients[line.index];
                if (!ingredient) return null;
                const amount = shoppingText(ingredient, lang, recipe.servings, servings);
                const good = items.find((item) => item.itemId === line.good);
                const reason = refused.get(line.index);
                return (
                  <li key={line.index}>
                    <Checkbox
                      isSelected={ticked(line)}
                      isDisabled={reason !== undefined}
                      onChange={(on) => setChanged(new Map(changed).set(`${listId}:${line.index}`, on))}
                      className="group flex min-h-11 cursor-pointer items-start gap-3 rounded-xl px-2 py-2 outline-none data-[disabled]:cursor-default data-[hovered]:bg-slate-50 data-[focus-visible]:outline-3 data-[focus-visible]:outline-brand-600"
                    >
                      <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-md bg-white ring-2 ring-slate-300 group-data-[selected]:bg-brand-600 group-data-[selected]:ring-brand-600 group-data-[disabled]:opacity-50">
                        <CheckIcon className="hidden size-4 text-white group-data-[selected]:block" />
                      </span>
                      <span className="min-w-0 flex-1">
                        <span className="block break-words text-slate-900">
                          {amount !== '' && <span className="font-semibold tabular-nums">{amount} </span>}
                          {ingredient.name || ingredient.text}
                        </span>
                        <LineFacts good={good} line={line} reason={reason} />
                      </span>
                    </Checkbox>
                  </li>
                );
              })}
            </ul>
          )}
          <AtHomeEditor />
          {list && (
            <Link to={`/lists/${list.id}`} className={`${linkStyle} text-sm`}>
              {t('recipes.openList', { list: list.name })}
            </Link>
          )}
        </div>
      )}
    </ActionDialog>
  );
}

/** The review's lines without the network: each ingredient's good as last read, and whether it is kept at home. */
function offlineLines(recipe: Recipe, home: AtHomeAnswer | undefined): RecipeLineReview[] {
  return recipe.ingredients.map((ingredient, index) => ({
    index,
    good: ingredient.itemId,
    onList: null,
    home: home && keptAtHome(ingredient.itemId, ingredient.name, home) ? { kind: 'staple' } : null,
  }));
}

/** The first list offered: the one added to last time when it is still among them, else the latest changed. */
function defaultList(lists: readonly { id: number }[] | undefined): number | null {
  if (!lists || lists.length === 0) return null;
  const last = Number(localStorage.getItem(lastListKey));
  return lists.find((list) => list.id === last)?.id ?? lists[0]?.id ?? null;
}

/** What the review tells of a line: the good it goes on the list as, its amount there now, why it is unticked. */
function LineFacts({ good, line, reason }: { good: ListItem | undefined; line: RecipeLineReview; reason?: string }) {
  const { t, lang } = useTexts();
  const facts = [
    good && t('recipes.asGood', { name: good.name }),
    line.onList !== null && t('recipes.onList', { amount: line.onList }),
    line.home && homeText(line.home, t, lang),
    reason,
  ].filter(Boolean);
  if (facts.length === 0) return null;
  return <span className="block text-slate-600 text-sm">{facts.join(' · ')}</span>;
}

function homeText(home: AtHomeReason, t: ReturnType<typeof useTexts>['t'], lang: Lang): string {
  if (home.kind === 'staple') return t('recipes.atHome');
  const days = Math.round((Date.now() - Date.parse(home.at)) / 86_400_000);
  const when = new Intl.RelativeTimeFormat(intlLocale[lang], { numeric: 'auto' }).format(-days, 'day');
  return t('recipes.boughtWhen', { when });
}

/**
 * An ingredient's amount as it goes on the list (`shoppingAmount`: scaled, pieces and cans rounded up), with its unit;
 * '' for a line without one. The unit's code is the table's word of its Russian name, as `unitAfter` finds it.
 */
function shoppingText(ingredient: RecipeIngredient, lang: Lang, from: number | null, to: number | null): string {
  const code = unitTable.find((definition) => definition.ru === ingredient.unit_ru)?.code ?? '';
  const unit =
    ingredient.unit === null
      ? null
      : { id: ingredient.unit, code, name_ru: ingredient.unit_ru, name_en: ingredient.unit_en };
  const amount = shoppingAmount({ amount: ingredient.amount, unit }, from, to);
  return amount === null ? '' : amountText(amount, unit ?? undefined, lang);
}
