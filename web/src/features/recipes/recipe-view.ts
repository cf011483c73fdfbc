import { nameStems, nameWords, pastedLink } from '@listok/contract/base';

// How a recipe is shown and found: the site it came from, and whether it is one the user searches for.

/** The site a recipe came from, as a pasted link is named by it («eda.ru»). */
export const siteOf = (source: string): string => pastedLink(source)?.host ?? source;

/** The fewest recipes that get a search box on the Recipes page: fewer are read at a glance. */
export const recipeSearchFrom = 6;

/**
 * Whether a recipe is one the user looks for: every word typed, in any of its forms («яйца» → яйц), starts a word of
 * the recipe's name or of one of its ingredient lines (case, ё and the words' separators aside, as the catalogue's
 * search reads names). An empty search finds every recipe.
 */
export function recipeMatches(recipe: { name: string; ingredients: readonly { text: string }[] }, typed: string) {
  const stems = nameStems(typed);
  if (stems.length === 0) return true;
  const words = [recipe.name, ...recipe.ingredients.map((line) => line.text)].flatMap(nameWords);
  return stems.every((stem) => words.some((word) => word.startsWith(stem)));
}
