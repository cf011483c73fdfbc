import { type AddRecipeBody, defaultListSort, type Recipe, type RecipeBody, type RecipePatch } from '@listok/contract';
import {
  addRecipeToList,
  atHome,
  createList,
  createRecipe,
  deleteRecipe,
  getRecipe,
  importRecipe,
  listRecipes,
  myLists,
  setAtHome,
  takeBackRecipe,
  updateRecipe,
} from '@listok/contract/api';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { setStoredUser, storedFallback } from '../../../lib/offline/stored-fallback';
import { useMenu } from '../../../lib/session/menu';
import { listKeys } from '../../lists/shared/api/keys';

/**
 * The user's recipes, the latest changed first. Like one recipe's, the answer is kept per user in IndexedDB and
 * answers when the network fails (lib/offline/stored-fallback.ts, as the lists' are): a recipe opened before opens
 * again without signal.
 */
export const recipesQuery = queryOptions({
  queryKey: ['recipes'],
  queryFn: ({ signal }) => api(listRecipes, { signal }),
  networkMode: 'always',
  persister: (queryFn, context, query) => storedFallback(queryFn, context, query),
});

/** The signed-in user whose recipes are kept offline: set during render, before the screen's queries run. */
export function useKeptRecipes(): void {
  setStoredUser(useMenu().data?.username ?? null);
}

export const useRecipes = () => useQuery(recipesQuery);

/** How often, and how many times, a recipe just saved is read again until the app's copy of its picture is there. */
const pictureWaitMs = 2000;
const pictureReads = 10;

/**
 * One recipe; the list's answer fills it while it loads. A recipe with an image but no picture yet (read in the
 * background once saved) is read again every 2 s for a while, so the picture shows once it is there.
 */
export const recipeQuery = (id: number) =>
  queryOptions({
    queryKey: ['recipes', id],
    queryFn: ({ signal }) => api(getRecipe, { params: { id }, signal }),
    networkMode: 'always',
    persister: (queryFn, context, query) => storedFallback(queryFn, context, query),
    refetchInterval: (query) => {
      const recipe = query.state.data;
      const waiting = recipe?.image && recipe.picture === null && query.state.dataUpdateCount < pictureReads;
      return waiting ? pictureWaitMs : false;
    },
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

/** A recipe as the server answered a save or a change: its page shows it at once, and the list is read again. */
function showAnswered(queryClient: QueryClient, recipe: Recipe) {
  queryClient.setQueryData(recipeQuery(recipe.id).queryKey, recipe);
  return queryClient.invalidateQueries({ queryKey: recipesQuery.queryKey, exact: true });
}

/** Saves a recipe; the list shows it. */
export function useCreateRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecipeBody) => api(createRecipe, { body }),
    onSuccess: (recipe) => showAnswered(queryClient, recipe),
  });
}

/** Changes a recipe of the user's; its page and the list show it as changed. */
export function useUpdateRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: RecipePatch }) =>
      api(updateRecipe, { params: { id }, body: patch }),
    onSuccess: (recipe) => showAnswered(queryClient, recipe),
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

/** The active shopping lists the user may add to, the latest changed first (My lists' first page). */
export function useShoppingLists() {
  return useQuery({
    queryKey: [...listKeys.pages(), 'shopping-targets'],
    queryFn: ({ signal }) => api(myLists, { query: { isActive: '1', sort: defaultListSort, page: 1 }, signal }),
    select: (lists) => lists.filter((list) => list.kind === 'shopping' && list.can.changeItems),
  });
}

/** Makes a shopping list for a recipe when the user has none to put it on; the dialog's choice of lists shows it. */
export function useNewShoppingList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api(createList, { body: { name, kind: 'shopping' } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKeys.pages() }),
  });
}

/** What putting the recipe on the list would do (a preview: nothing changes), for the review screen. */
export const useRecipeReview = (listId: number | null, recipe: number) =>
  useQuery({
    queryKey: ['recipes', recipe, 'review', listId],
    queryFn: ({ signal }) =>
      api(addRecipeToList, { params: { id: listId ?? 0 }, body: { recipe, preview: true }, signal }),
    enabled: listId !== null,
    // Each opening looks at the list as it is now.
    gcTime: 0,
  });

/** Puts a recipe on a shopping list; the list's screens read it again. */
export function useAddRecipeToList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listId, body }: { listId: number; body: AddRecipeBody }) =>
      api(addRecipeToList, { params: { id: listId }, body }),
    onSuccess: (_answer, { listId }) => queryClient.invalidateQueries({ queryKey: listKeys.detail(listId) }),
  });
}

/** Puts a recipe's add in the queue of unsent changes (the lists' offline queue), to be sent when the network is back. */
export type QueueRecipeAdd = (
  listId: number,
  body: { recipe: number; servings?: number; skip: number[] },
  name: string,
) => Promise<void>;

/** Takes a recipe's amounts off a list again. */
export function useTakeBackRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listId, recipe }: { listId: number; recipe: number }) =>
      api(takeBackRecipe, { params: { id: listId, recipeId: recipe } }),
    onSuccess: (_answer, { listId }) => queryClient.invalidateQueries({ queryKey: listKeys.detail(listId) }),
  });
}

/** Kept per user, as the recipes are: a review without the network still unticks what is at home. */
const atHomeQuery = queryOptions({
  queryKey: ['recipes', 'at-home'],
  queryFn: ({ signal }) => api(atHome, { signal }),
  networkMode: 'always',
  persister: (queryFn, context, query) => storedFallback(queryFn, context, query),
});

/** The goods the user keeps at home: a recipe's lines naming them come unticked. */
export const useAtHome = () => useQuery(atHomeQuery);

export function useSetAtHome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (names: string[]) => api(setAtHome, { body: { names } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(atHomeQuery.queryKey, answer);
      // The reviews open now untick what is at home anew.
      return queryClient.invalidateQueries({ queryKey: ['recipes'], predicate: (q) => q.queryKey[2] === 'review' });
    },
  });
}
