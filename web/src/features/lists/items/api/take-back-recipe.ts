import { addRecipeToList, takeBackRecipe } from '@listok/contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/api';
import { listKeys } from '../../shared/api/keys';

/**
 * Takes a recipe's amounts off the list (`DELETE /api/list/{id}/recipe/{recipeId}`): the goods only it put there
 * leave, the others keep the rest. Needs the network (one change of several items); the list is read again. The
 * answer's `again` puts it back as it was (`usePutRecipeBack`, the undo).
 */
export function useTakeBackRecipe(listId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recipeId: number) => api(takeBackRecipe, { params: { id: listId, recipeId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKeys.detail(listId) }),
  });
}

/** Puts a recipe taken back on the list again, with the servings and left-out ingredients it had there. */
export function usePutRecipeBack(listId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ recipe, servings, skip }: { recipe: number; servings: number | null; skip: number[] }) =>
      api(addRecipeToList, {
        params: { id: listId },
        body: { recipe, skip, ...(servings === null ? {} : { servings }) },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKeys.detail(listId) }),
  });
}
