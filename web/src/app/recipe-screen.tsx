import { queueChange } from '../features/lists/offline/item-changes';
import { useOfflineSupport } from '../features/lists/offline/use-offline-support';
import { RecipeRoute } from '../features/recipes/routes/recipe-route';
import { useMenu } from '../lib/session/menu';

/**
 * A recipe's page with what the list screens have offline: the lists kept to choose from, and their queue of unsent
 * changes, where a recipe put on a list without the network waits until it is back (composed here, so neither
 * feature reads the other's internals).
 */
export function RecipeScreen() {
  useOfflineSupport(useMenu().data?.username ?? null);
  return (
    <RecipeRoute queueAdd={(listId, body, name) => queueChange({ kind: 'recipe', listId, rowId: 0, body }, name)} />
  );
}
