import { recipeLimits } from '@listok/contract';
import { scanPage } from './html-scan.js';
import { asArray, imagesOf, isNode, type Json, type JsonNode, parseJsonLd, stringOf } from './json-ld-nodes.js';
import { readMicrodata } from './microdata.js';
import { cutAtWord, textLine, textLines } from './page-text.js';
import { findRecipeNodes, type RecipeNodes } from './recipe-nodes.js';
import { stepsOf } from './recipe-steps.js';
import { pageBase, webUrl } from './web-url.js';

/** What a schema.org `Recipe` on a page says, its texts plain (tags out, character references decoded, one line). */
export interface RecipeFacts {
  /** '' when the recipe has none. */
  name: string;
  /** An absolute http(s) address, relative to the page's `<base href>` or address. */
  image: string | null;
  /** The first number of its yield ("4-6 servings" → 4, «1 буханка» → 1), when it is one of servings. */
  servings: number | null;
  /** Its ingredients' lines as written, in order. */
  ingredients: string[];
  steps: string[];
}

/**
 * The recipes of a page, in page order: from its JSON-LD (`recipe-nodes.ts` says where they are found), else from its
 * microdata. A `Recipe` with neither ingredients nor steps is none. Bounded by the contract's `recipeLimits` (count
 * and length of the lines, the name's length), and linear in the page's length: a hostile page is read fast.
 */
export function readRecipes(html: string, pageUrl: URL): RecipeFacts[] {
  return foundRecipes(html, pageUrl).map(({ facts }) => facts);
}

/** The page's recipe: the one it names its main thing (`mainEntity`), else its first; undefined when it has none. */
export function readRecipePage(html: string, pageUrl: URL): RecipeFacts | undefined {
  const found = foundRecipes(html, pageUrl);
  return (found.find(({ main }) => main) ?? found[0])?.facts;
}

/**
 * A schema.org `Recipe` given as data rather than found on a page (a client's JSON: Mealie, Tandoor, a script), read
 * as a page's would be; its image counts only as an absolute http(s) address. Undefined when it holds no recipe.
 */
export function readRecipeObject(data: unknown): RecipeFacts | undefined {
  const found = factsOfAll(findRecipeNodes([data as Json]), new URL('https://recipe.invalid/'));
  const recipe = (found.find(({ main }) => main) ?? found[0])?.facts;
  if (!recipe?.image?.startsWith('https://recipe.invalid/')) return recipe;
  return { ...recipe, image: null };
}

/** A recipe read, and whether the page names it its main thing. */
interface FoundRecipe {
  facts: RecipeFacts;
  main: boolean;
}

function foundRecipes(html: string, pageUrl: URL): FoundRecipe[] {
  const page = scanPage(html);
  const base = pageBase(page.baseHref, pageUrl);
  const fromJsonLd = factsOfAll(findRecipeNodes(parseJsonLd(page.jsonLd)), base);
  if (fromJsonLd.length > 0 || !/itemscope/i.test(html)) return fromJsonLd;
  return factsOfAll(findRecipeNodes(readMicrodata(html)), base);
}

function factsOfAll({ recipes, resolve }: RecipeNodes, base: URL): FoundRecipe[] {
  return recipes.flatMap(({ node, main }) => {
    const facts = factsOf(node, resolve, base);
    return facts ? [{ facts, main }] : [];
  });
}

function factsOf(recipe: JsonNode, resolve: (value: Json) => Json, base: URL): RecipeFacts | undefined {
  const ingredients = ingredientsOf(recipe.recipeIngredient ?? recipe.ingredients);
  const steps = stepsOf(recipe.recipeInstructions, resolve, {
    count: recipeLimits.stepsMax,
    length: recipeLimits.stepMax,
  });
  if (ingredients.length === 0 && steps.length === 0) return undefined;
  const name = stringOf(recipe.name) ?? stringOf(recipe.headline);
  return {
    name: name === undefined ? '' : cutAtWord(textLine(name), recipeLimits.nameMax),
    image:
      imagesOf(recipe.image, resolve)
        .map((address) => webUrl(address, base))
        .find(Boolean) ?? null,
    servings: servingsOf(recipe.recipeYield),
    ingredients,
    steps,
  };
}

/** A list's bullet that some pages write into the line. */
const bullet = /^[•·▪◦●*✓–—-]\s*/u;

/** Ingredient lines: a text each, or several lines of one text; blank ones dropped. */
function ingredientsOf(value: Json): string[] {
  const lines: string[] = [];
  for (const entry of asArray(value)) {
    const raw = stringOf(entry);
    for (const line of raw === undefined ? [] : textLines(raw)) {
      const ingredient = line.replace(bullet, '');
      if (ingredient === '') continue;
      if (lines.length >= recipeLimits.ingredientsMax) return lines;
      lines.push(cutAtWord(ingredient, recipeLimits.ingredientMax));
    }
  }
  return lines;
}

/** The first number a text holds: "4-6 servings" → 4, «1,5 кг» → 1.5. */
const firstNumber = /\d{1,6}(?:[.,]\d{1,3})?/u;

/**
 * Servings from a yield: a number, a text (its first number), a `QuantitativeValue` (its `value`), or a list of them
 * (the first that gives one). A number past `recipeLimits.servingsMax` is a weight or a count of pieces ("500 g"),
 * not servings: the next value is tried.
 */
function servingsOf(value: Json, depth = 0): number | null {
  for (const entry of asArray(value).slice(0, 20)) {
    let amount: number | null = null;
    if (typeof entry === 'number') amount = entry;
    else if (typeof entry === 'string') {
      const found = firstNumber.exec(textLine(entry));
      amount = found ? Number(found[0].replace(',', '.')) : null;
    } else if (isNode(entry) && depth === 0) amount = servingsOf(entry.value ?? entry['@value'], 1);
    const servings = amount === null || !Number.isFinite(amount) ? 0 : Math.round(amount);
    if (servings >= 1 && servings <= recipeLimits.servingsMax) return servings;
  }
  return null;
}
