import { createTestApp } from './app.js';
import { bySummary, type DavAccount, type DavServer, type ListSeed } from './dav-account.js';
import { appPassword } from './dav-client.js';
import { startDavRecorder } from './dav-recorder.js';
import { call, createList, signUp } from './factories.js';

/** The answer of an API call that must succeed. */
async function done<T extends { status: number; body: unknown }>(answer: Promise<T>): Promise<T> {
  const { status, body } = await answer;
  if (status >= 300) throw new Error(`Listok: ${status} ${JSON.stringify(body)}`);
  return answer;
}

/** Listok on a fresh database, listening on loopback (Basic is taken there, as behind a TLS proxy). */
export async function startListok(): Promise<DavServer> {
  const t = await createTestApp();
  const recorder = await startDavRecorder(await t.app.listen({ port: 0, host: '127.0.0.1' }));
  const { app } = t;

  async function account(lists: ListSeed[]): Promise<DavAccount> {
    const user = await signUp(app);
    const listIds = new Map<string, number>();
    for (const seed of lists) {
      const { id } = await createList(app, user, seed.name);
      listIds.set(seed.name, id);
      if (seed.kind === 'todo') await done(call(app, user, 'PATCH', `/api/list/${id}`, { kind: 'todo' }));
      for (const todo of seed.todos) {
        const added = await done(
          call(app, user, 'POST', `/api/list/${id}/add-text`, { text: todo.line ?? todo.summary }),
        );
        if (todo.done) await done(call(app, user, 'PATCH', `/api/list-item/mark/${added.body.added[0].id}`));
      }
    }
    const items = async (list: string) =>
      (await call(app, user, 'GET', `/api/list/${listIds.get(list)}`)).body as any[];
    const itemNamed = async (list: string, summary: string) => {
      const item = (await items(list)).find((candidate) => candidate.name === summary);
      if (!item) throw new Error(`no item ${summary} in ${list}`);
      return item;
    };
    return {
      username: user.username,
      password: await appPassword(app, user),
      held: async (list) =>
        bySummary(
          (await items(list)).map((item) => ({
            summary: item.name,
            done: item.completed,
            due: item.kind === 'todo' ? item.due : null,
            note: item.note,
          })),
        ),
      async tick(list, summary) {
        await done(call(app, user, 'PATCH', `/api/list-item/mark/${(await itemNamed(list, summary)).id}`));
      },
      async note(list, summary, note) {
        const item = await itemNamed(list, summary);
        await done(call(app, user, 'PATCH', `/api/list/item/update/${item.id}`, { note }));
      },
      async remove(list, summary) {
        const item = await itemNamed(list, summary);
        await done(call(app, user, 'POST', `/api/list/${listIds.get(list)}/remove/${item.id}`));
      },
      listok: { app, user, listIds },
    };
  }

  return {
    recorder,
    account,
    async close() {
      await recorder.close();
      await t.close();
    },
  };
}
