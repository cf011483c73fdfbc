import { z } from 'zod';
import { foldName } from '../entry/word-forms.js';
import { ProductName } from '../items/list-items.js';

// The goods a user keeps at home: a module of its own, so that the web's editor of them loads no list item schemas.

/** How many goods a user may keep in their at-home list. */
export const atHomeMax = 100;

/** The goods a user keeps at home (`GET/PUT /api/recipes/at-home`): a recipe's lines naming them come unticked. */
export const AtHome = z.object({
  names: z.array(ProductName, { error: 'validation.atHomeCount' }).max(atHomeMax, { error: 'validation.atHomeCount' }),
});
export type AtHome = z.infer<typeof AtHome>;

/**
 * `GET/PUT /api/recipes/at-home`: the names, and (beyond the issue) the catalogue's goods they mean, matched as a
 * recipe's lines are, so that the app tells a recipe's lines at home without the network too (`keptAtHome`).
 */
export const AtHomeAnswer = AtHome.extend({ goods: z.array(z.number().int()) });
export type AtHomeAnswer = z.infer<typeof AtHomeAnswer>;

/** Whether an ingredient (its good, or null, and its name as written) is one the user keeps at home. */
export function keptAtHome(
  good: number | null,
  name: string,
  home: { goods: readonly number[]; names: readonly string[] },
) {
  const folded = foldName(name);
  return (good !== null && home.goods.includes(good)) || home.names.some((kept) => foldName(kept) === folded);
}
