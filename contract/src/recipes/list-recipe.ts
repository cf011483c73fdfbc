import { z } from 'zod';
import { IdParam, int4Max, RowId } from '../core/common.js';
import { ListItem } from '../items/list-item.js';
import { recipeLimits, Servings } from './recipe.js';

// `POST /api/list/{id}/recipe` and `DELETE /api/list/{id}/recipe/{recipeId}`: a recipe's ingredients on a shopping
// list, and taken off it again.

/**
 * The recipe to add: a saved one's id, or a schema.org `Recipe` object (JSON-LD as Mealie, Tandoor or a page give it),
 * which is saved as the caller's recipe first (a preview saves nothing).
 */
const RecipeRef = z.union(
  [z.number({ error: 'validation.recipeRef' }).int().positive().max(int4Max), z.looseObject({})],
  { error: 'validation.recipeRef' },
);

export const AddRecipeBody = z.object({
  recipe: RecipeRef,
  /** The servings to shop for: every amount is scaled from the recipe's own servings (none: as the recipe says). */
  servings: Servings.optional(),
  /** Indexes of the recipe's ingredients (as read: `Recipe.ingredients`) not to add: what is at home. */
  skip: z
    .array(
      z
        .number({ error: 'validation.recipeSkip' })
        .int({ error: 'validation.recipeSkip' })
        .min(0, { error: 'validation.recipeSkip' })
        // A line may name several goods («соль, перец — по вкусу»): up to a few ingredients a line.
        .max(recipeLimits.ingredientsMax * 10, { error: 'validation.recipeSkip' }),
      { error: 'validation.recipeSkip' },
    )
    .max(recipeLimits.ingredientsMax * 4, { error: 'validation.recipeSkip' })
    .optional(),
  /** The answer the add would give, with nothing changed (the review screen's "already on the list"). */
  preview: z.boolean({ error: 'validation.recipePreview' }).optional(),
});
export type AddRecipeBody = z.infer<typeof AddRecipeBody>;

/** An ingredient not added, and why (in the caller's language). */
export const SkippedIngredient = z.object({ index: z.number().int().min(0), reason: z.string() });
export type SkippedIngredient = z.infer<typeof SkippedIngredient>;

/** Why an ingredient is probably at home: the user keeps it (their at-home goods), or the family bought it lately. */
export const AtHomeReason = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('staple') }),
  /** Bought within the good's usual interval between purchases; `at` is the last purchase's time. */
  z.object({ kind: z.literal('bought'), at: z.string() }),
]);
export type AtHomeReason = z.infer<typeof AtHomeReason>;

/** An ingredient as the review screen shows it (a preview's `lines`, beyond the API). */
export const RecipeLineReview = z.object({
  /** Its index among the recipe's ingredients as read. */
  index: z.number().int().min(0),
  /** The good it matched (an item's `itemId`); null when it names none (a new product would be made, or nothing). */
  good: RowId.nullable(),
  /** The amount of that good on the list now, open («500 г»); null when it is not on it. */
  onList: z.string().nullable(),
  /** Why it is probably at home, to leave it out; null when it is not. */
  home: AtHomeReason.nullable(),
});
export type RecipeLineReview = z.infer<typeof RecipeLineReview>;

export const AddRecipeAnswer = z.object({
  /** Items the recipe put on the list. */
  added: z.array(ListItem),
  /** Items that were on it and got the recipe's amounts (on top where the units add up, else in the note). */
  merged: z.array(ListItem),
  skipped: z.array(SkippedIngredient),
  /** A preview's only: every ingredient as the review screen shows it. */
  lines: z.array(RecipeLineReview).optional(),
});
export type AddRecipeAnswer = z.infer<typeof AddRecipeAnswer>;

/**
 * `DELETE /api/list/{id}/recipe/{recipeId}`: the items that left the list, and those that kept the rest. Beyond the
 * issue, `again`: what to send to `POST /api/list/{id}/recipe` (with the recipe's id) to put it back as it was (the
 * undo): its servings on the list and the ingredients it held none of; null when the caller can no longer read the
 * recipe (someone else's that no list of theirs shares now).
 */
export const TakeBackRecipeAnswer = z.object({
  removed: z.array(RowId),
  changed: z.array(ListItem),
  again: z.object({ servings: z.number().int().nullable(), skip: z.array(z.number().int()) }).nullable(),
});
export type TakeBackRecipeAnswer = z.infer<typeof TakeBackRecipeAnswer>;

export const ListRecipeParams = z.object({ id: IdParam, recipeId: IdParam });
