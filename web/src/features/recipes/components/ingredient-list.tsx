import { amountText, type Lang, type RecipeIngredient, scaleAmount } from '@listok/contract';
import { useTexts } from '../../../lib/texts/texts';

/** An ingredient's amount for the servings shown: as written when they are the recipe's own, else scaled. */
export function ingredientAmount(
  ingredient: RecipeIngredient,
  lang: Lang,
  servings: { from: number | null; to: number | null },
): string {
  if (ingredient.amount === null) return '';
  const { from, to } = servings;
  const amount =
    from !== null && to !== null && from !== to ? scaleAmount(ingredient.amount, from, to) : ingredient.amount;
  const unit = ingredient.unit === null ? undefined : { name_ru: ingredient.unit_ru, name_en: ingredient.unit_en };
  return amountText(amount, unit, lang);
}

/**
 * A recipe's ingredients: each line as written for the recipe's own servings; for others, the amount scaled in bold
 * before the good and the note after it (a line naming two goods, «соль, перец — по вкусу», shows once).
 */
export function IngredientList({
  ingredients,
  servings,
}: {
  ingredients: readonly RecipeIngredient[];
  servings: { from: number | null; to: number | null };
}) {
  const { t, lang } = useTexts();
  return (
    <ul aria-label={t('recipes.ingredients')} className="divide-y divide-slate-100">
      {ingredients.map((ingredient, index) => {
        const scaled = servings.from !== null && servings.to !== null && servings.from !== servings.to;
        if (!scaled && index > 0 && ingredients[index - 1]?.text === ingredient.text) return null;
        const amount = scaled ? ingredientAmount(ingredient, lang, servings) : '';
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a recipe's lines have no ids, and two may be alike
          <li key={index} className="flex flex-wrap items-baseline gap-x-2 py-2.5">
            {!scaled ? (
              <span className="text-slate-900">{ingredient.text}</span>
            ) : (
              <>
                {amount !== '' && <span className="font-semibold text-slate-900 tabular-nums">{amount}</span>}
                <span className="text-slate-900">{ingredient.name || ingredient.text}</span>
                {ingredient.note !== '' && <span className="text-slate-500 text-sm">{ingredient.note}</span>}
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
