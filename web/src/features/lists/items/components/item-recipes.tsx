// The recipes' texts load with the item's dialog, not with the list screen.
import '../../../../locales/recipes';
import type { ItemRecipe } from '@listok/contract';
import { Link } from 'react-router';
import { buttonStyles, linkStyle } from '../../../../components/button-styles';
import { showSuccess } from '../../../../lib/notices/success-message';
import { useTexts } from '../../../../lib/texts/texts';
import { offerUndo } from '../../../../lib/undo/undo-offer';
import { usePutRecipeBack, useTakeBackRecipe } from '../api/take-back-recipe';

/**
 * The recipes whose amounts a good holds, in its dialog: each opens its page, and is taken off the list with one
 * button (its goods leave, or keep the rest: docs/api.md, "Recipes"), which can be undone for 5 seconds while the
 * user can still read the recipe.
 */
export function ItemRecipes({
  listId,
  recipes,
  onDone,
}: {
  listId: number;
  recipes: readonly ItemRecipe[];
  onDone: () => void;
}) {
  const { t } = useTexts();
  const takeBack = useTakeBackRecipe(listId);
  const putBack = usePutRecipeBack(listId);
  return (
    <section aria-labelledby="item-recipes">
      <h3 id="item-recipes" className="font-medium text-slate-800">
        {t('itemRecipes.title')}
      </h3>
      <ul className="mt-1.5 flex flex-col gap-2">
        {recipes.map((recipe) => (
          <li key={recipe.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <Link to={`/recipes/${recipe.id}`} className={`${linkStyle} min-w-0 break-words`}>
              {recipe.servings === null
                ? recipe.name
                : t('itemRecipes.forServings', { name: recipe.name, count: recipe.servings })}
            </Link>
            <button
              type="button"
              className={`${buttonStyles.quiet} text-sm`}
              disabled={takeBack.isPending}
              onClick={() =>
                takeBack.mutate(recipe.id, {
                  onSuccess: ({ again }) => {
                    onDone();
                    const text = t('itemRecipes.takenBack', { name: recipe.name });
                    if (again) offerUndo(text, () => putBack.mutate({ recipe: recipe.id, ...again }));
                    else showSuccess(text);
                  },
                })
              }
            >
              {t('itemRecipes.takeBack')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
