import type { RecipeBody } from '@listok/contract';
import { createRecipe, deleteRecipe, getRecipe, importRecipe, listRecipes } from '@listok/contract/api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';

/** The user's recipes, the latest changed first. */
export const recipesQuery = queryOptions({
  queryKey: ['recipes'],
  queryFn: ({ signal }) => api(listRecipes, { signal }),
});

export const useRecipes = () => useQuery(recipesQuery);

/** One recipe; the list's answer fills it while it loads. */
export const recipeQuery = (id: number) =>
  queryOptions({
    queryKey: ['recipes', id],
    queryFn: ({ signal }) => api(getRecipe, { params: { id }, signal }),
  });

export function useRecipe(id: number) {
  const queryClient = useQueryClient();
  return useQuery({
    ...recipeQuery(id),
    initialData: () => queryClient.getQueryData(recipesQuery.queryKey)?.find((recipe) => recipe.id === id),
  });
}

/** Reads the recipe on a page: a draft, not saved. */
export const useImportRecipe = () => useMutation({ mutationFn: (url: string) => api(importRecipe, { body: { url } }) });

/** Saves a recipe; the list shows it. */
export function useCreateRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecipeBody) => api(createRecipe, { body }),
    onSuccess: (recipe) => {
      queryClient.setQueryData(recipeQuery(recipe.id).queryKey, recipe);
      return queryClient.invalidateQueries({ queryKey: recipesQuery.queryKey, exact: true });
    },
  });
}

/** Deletes a recipe of the user's. */
export function useDeleteRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(deleteRecipe, { params: { id } }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: recipeQuery(id).queryKey });
      return queryClient.invalidateQueries({ queryKey: recipesQuery.queryKey, exact: true });
    },
  });
}
