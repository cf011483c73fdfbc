import { pasteItems } from '@listok/contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/api';
import { listKeys } from '../../shared/api/keys';

/**
 * `{text}`: a pasted list, one good per line, added in one change (201); with `preview`
 * the same answer worked out and rolled back (200, nothing changed). Needs the network: it is not queued offline.
 */
export const addText = (listId: number, text: string, preview: boolean) =>
  api(pasteItems, { params: { id: listId }, query: { preview: preview ? '1' : undefined }, body: { text } });

/** What the text would do, nothing changed (the paste dialog's preview). */
export function usePreviewText(listId: number) {
  return useMutation({ mutationFn: (text: string) => addText(listId, text, true) });
}

/** Adds the text; the list's items and My lists' counts are asked for again (the server's event does it too). */
export function useAddText(listId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => addText(listId, text, false),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listKeys.itemsOf(listId) }),
        queryClient.invalidateQueries({ queryKey: listKeys.pages() }),
      ]),
  });
}
