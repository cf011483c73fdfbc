import { z } from 'zod';
import { ProductName } from '../items/list-items.js';

// The goods a user keeps at home: a module of its own, so that the web's editor of them loads no list item schemas.

/** How many goods a user may keep in their at-home list. */
export const atHomeMax = 100;

/** The goods a user keeps at home (`GET/PUT /api/recipes/at-home`): a recipe's lines naming them come unticked. */
export const AtHome = z.object({
  names: z.array(ProductName, { error: 'validation.atHomeCount' }).max(atHomeMax, { error: 'validation.atHomeCount' }),
});
export type AtHome = z.infer<typeof AtHome>;
