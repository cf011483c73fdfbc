import { amountText, type Lang, type RecipeIngredient, scaleAmount } from '@listok/contract';
import { useTexts } from '../../../lib/texts/texts';

/**
 * A recipe's lines as written, each once: the goods read from one line («соль, перец — по вкусу») come one after the
 * other with its text, and are that one line. What a recipe keeps, shows and counts.
 */
export const recipeLines = (ingredients: readonly RecipeIngredient[]): string[] =>
  ingredients.filter((ingredient, index) => ingredients[index - 1]?.text !== ingredient.text).map(({ text }) => text);

/** An ingredient's amount for `to` servings of a recipe for `from`, with its unit; '' for a line without one. */
function scaledAmount(ingredient: RecipeIngredient, lang: Lang, from: number, to: number): string {
  if (ingredient.amount === null) return '';
  const unit = ingredient.unit === null ? undefined : { name_ru: ingredient.unit_ru, name_en: ingredient.unit_en };
  return amountText(scaleAmount(ingredient.amount, from, to), unit, lang);
}

/**
 * A recipe's ingredients: its lines as written for its own servings; for others, each good with its amount scaled
 * in bold before it and its note after it (the two goods of «соль, перец — по вкусу» each).
 */
export function IngredientList({
  ingredients,
  servings: { from, to },
}: {
  ingredients: readonly RecipeIngredient[];
  servings: { from: number | null; to: number | null };
}) {
  const { t, lang } = useTexts();
  const rowStyle = 'flex flex-wrap items-baseline gap-x-2 py-2.5';
  return (
    <ul aria-label={t('recipes.ingredients')} className="divide-y divide-slate-100">
      {from === null || to === null || from === to
        ? recipeLines(ingredients).map((text, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a recipe's lines have no ids, and two may be alike
            <li key={index} className={`${rowStyle} text-slate-900`}>
              {text}
            </li>
          ))
        : ingredients.map((ingredient, index) => {
            const amount = scaledAmount(ingredient, lang, from, to);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a recipe's lines have no ids, and two may be alike
              <li key={index} className={rowStyle}>
                {amount !== '' && <span className="font-semibold text-slate-900 tabular-nums">{amount}</span>}
                <span className="text-slate-900">{ingredient.name || ingredient.text}</span>
                {ingredient.note !== '' && <span className="text-slate-500 text-sm">{ingredient.note}</span>}
              </li>
            );
          })}
    </ul>
  );
}
