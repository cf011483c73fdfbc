import type * as StoredData from '../lib/offline/stored-data';

// What IndexedDB keeps per user (lib/offline/stored-data.ts), in memory for a test without IndexedDB:
// `vi.mock('…/lib/offline/stored-data', async (original) => (await import('…/test/kept-answers')).keptInMemory(original))`.

/** The answers kept, by `${user} ${hash}`. */
export const keptAnswers = new Map<string, unknown>();

/** The stored-data module with its kept answers in `keptAnswers`. */
export const keptInMemory = async (original: () => Promise<typeof StoredData>): Promise<typeof StoredData> => ({
  ...(await original()),
  saveQuery: async (record) => {
    keptAnswers.set(`${record.user} ${record.hash}`, record.data);
  },
  readQuery: async (user, hash) => keptAnswers.get(`${user} ${hash}`),
});
