/**
 * The cache of server answers (TanStack Query) loads with the screens, not with the shell and the landing page. The
 * shell must still empty it when the user changes and reload it when the language does: it does so through these
 * calls, which do nothing until a screen has brought the cache (app/query-client.ts attaches it).
 */
interface AnswerCache {
  forget(): void;
  reload(): Promise<void>;
}

let cache: AnswerCache | undefined;

export function attachAnswerCache(attached: AnswerCache): void {
  cache = attached;
}

export const forgetAnswers = (): void => cache?.forget();

export const reloadAnswers = async (): Promise<void> => {
  await cache?.reload();
};
