import { lazy, Suspense } from 'react';
import { useRefusedChanges } from '../item-changes';

const RefusedList = lazy(() => import('./refused-list').then((module) => ({ default: module.RefusedList })));

/**
 * The changes of this list the server refused after they were made offline (refused-list.tsx), whose code loads only
 * when there are some: most visits have none.
 */
export function RefusedNotice({ listId }: { listId: number }) {
  const refused = useRefusedChanges().filter((change) => change.listId === listId);
  if (refused.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <RefusedList listId={listId} refused={refused} />
    </Suspense>
  );
}
