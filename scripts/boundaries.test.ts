import { isBuiltin } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCycles, type ImportGraph, type ModuleImport, readImportGraph } from './import-graph';

/**
 * The import boundaries of docs/architecture.md ("Boundaries"), over the modules of contract/src, server/src and
 * web/src, tests included. Every import counts: `import … from`, `export … from`, `import('…')`, and type-only ones
 * (`import type`, `typeof import('…')`): a type is coupling too, and one edit turns it into a value import.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const graph: ImportGraph = readImportGraph(root, ['contract/src', 'server/src', 'web/src']);

/** One import across a boundary that the docs name, and why it stays. */
interface Exception {
  from: string;
  to: string;
  reason: string;
}

/** A feature reads another feature's module: the only ones allowed. */
const featureExceptions: Exception[] = [
  {
    from: 'web/src/features/lists/list-screen/hooks/use-department-groups.ts',
    to: 'web/src/features/catalogue/api/categories.ts',
    reason: 'the list screen groups items by the catalogue departments (one query, one cache entry for both screens)',
  },
  {
    from: 'web/src/features/recipes/api/recipes.ts',
    to: 'web/src/features/lists/shared/api/keys.ts',
    reason: "a recipe put on a list, or taken off it, refreshes that list's screens (the lists' query keys)",
  },
  {
    from: 'web/src/features/vocabulary/components/department-select.tsx',
    to: 'web/src/features/catalogue/api/categories.ts',
    reason: 'an own product takes its department from the same list of the catalogue departments',
  },
  {
    from: 'server/src/features/caldav/backend/dav-backend.ts',
    to: 'server/src/features/lists/basics/lists.service.ts',
    reason: "a calendar app makes, renames, deletes and leaves lists through the app's own lists service",
  },
  {
    from: 'server/src/features/caldav/backend/dav-backend.ts',
    to: 'server/src/features/lists/items/items.steps.ts',
    reason: "a calendar app's DELETE opens a ticked item and deletes it in one change of the list (the items' steps)",
  },
  {
    from: 'server/src/features/caldav/backend/put-object.ts',
    to: 'server/src/features/lists/items/items.steps.ts',
    reason: "a calendar app's PUT edits and ticks an item in one change of the list (the items' steps)",
  },
  {
    from: 'server/src/features/caldav/backend/calendars.ts',
    to: 'server/src/features/lists/basics/lists.access.ts',
    reason: 'a calendar app reaches a list as every list call does (loadListAccess: a token limited to lists too)',
  },
  {
    from: 'server/src/features/caldav/backend/calendars.ts',
    to: 'server/src/features/lists/basics/lists.policy.ts',
    reason: "a calendar is a list the user may change the items of, and carries the list policy's `can`",
  },
  {
    from: 'server/src/features/caldav/backend/objects.ts',
    to: 'server/src/features/lists/items/item-rows.ts',
    reason: 'calendar objects are the items read as their answers read them (joined, toListItem)',
  },
  {
    from: 'server/src/features/caldav/backend/put-object.ts',
    to: 'server/src/features/lists/paste/add-text.ts',
    reason: "a good's SUMMARY is read with the units smart entry reads (unitNames)",
  },
  {
    from: 'server/src/features/web-push/list-notifications.service.ts',
    to: 'server/src/features/lists/basics/lists.access.ts',
    reason: 'a member\'s notification mode of a list and "going shopping" load the list as every list call does',
  },
  {
    from: 'server/src/features/web-push/list-notifications.service.ts',
    to: 'server/src/features/lists/basics/lists.policy.ts',
    reason: 'only a member may choose what a list tells them, and only on an active list go shopping: the list policy',
  },
  {
    from: 'server/src/features/web-push/list-notifications.service.ts',
    to: 'server/src/features/lists/shopping/stores.repo.ts',
    reason: "going shopping to one of the list's shops puts the member in it, as PUT here does",
  },
  {
    from: 'server/src/features/web-push/list-notifications.service.ts',
    to: 'server/src/features/lists/basics/lists.events.ts',
    reason: "going shopping is news to the list's open screens and My lists (a header event), as every list change is",
  },
];

/** A shared layer (lib/, components/, plugins/, db/) reads a feature: the only ones allowed. */
const layerExceptions: Exception[] = [
  {
    from: 'server/src/db/database.test.ts',
    to: 'server/src/features/auth/auth.repo.ts',
    reason: 'tests the start-up fill of username skeletons on rows as the migration leaves them (start.ts runs it)',
  },
];

/** The parts of features/lists, and the parts each may import (docs/architecture.md: server map, web map). */
const listsParts: Record<string, Record<string, string[]>> = {
  server: {
    // lists.routes.ts shows the header's members (members.repo.ts) and a shopping list's money (prices.repo.ts)
    basics: ['members', 'prices'],
    // items.service.ts is `app.items`, every change of a list's items: a paste goes to paste/ (addText), a
    // reservation to wishes/; items.routes.ts serves the to-dos of all lists (tasks.repo.ts); an item's row carries a
    // to-do's due (due.ts); the answers show a wish list's reservations to whoever may see them (items.reservations.ts)
    // and a tick may carry its price (prices.service.ts); an edit made apart is weighed against others (sync/)
    items: ['basics', 'paste', 'prices', 'sync', 'todos', 'wishes'],
    // the pages of items' links, read in the background: a new name or picture is a change of the list (touchList)
    links: ['basics'],
    members: ['basics', 'realtime'], // members.repo.ts reads presence.ts
    // a paste is a change of the items (items.change.ts, items.repo.ts), its lines carry a due (due.ts), and its
    // answer on a wish list shows the caller's reservations (items.reservations.ts)
    paste: ['basics', 'items', 'todos', 'wishes'],
    // a price is a change of the list's items (items.change.ts), answered as the item (items.repo.ts)
    // a receipt names one of the list's shops (stores.repo.ts)
    prices: ['basics', 'items', 'shopping'],
    realtime: ['basics'],
    // a recipe's lines name goods as pasted lines do (add-text.goods.ts); put on a list, they are a change of its
    // items (items.change.ts), checked by the list's policy (basics)
    recipes: ['basics', 'items', 'paste'],
    shopping: ['basics'],
    sync: [], // edits made apart, weighed on the item's row alone
    todos: ['items'], // the to-dos of all lists are read as their items' rows (item-rows.ts)
    wishes: ['basics', 'items'], // a reservation reads the item's row (items.repo.ts)
  },
  web: {
    shared: [],
    offline: ['shared'],
    shopping: ['offline', 'shared'], // offline's fake server, in shopping's tests
    realtime: ['shared'],
    members: ['realtime', 'shared'],
    paste: ['offline', 'shared'], // offline's fake server, in the paste dialog's tests
    wishes: ['shared'],
    // a shopping list's receipts, balances and spending read the list's header (get-list-header.ts); a tick's price
    // and a typed receipt go through the queue of the list's changes (offline/item-changes.ts)
    money: ['basics', 'offline', 'shared'],
    // a wish's row shows its reservation (wish-reservation.tsx); a good's dialog its last prices (last-prices.tsx)
    items: ['shopping', 'offline', 'wishes', 'money', 'shared'],
    // today's to-dos are drawn as the rows of their lists (the due, the doer, the tick box) and ticked through the queue
    todos: ['items', 'offline', 'shared'],
    // list-actions.tsx opens the paste dialog (paste), the home shows today's to-dos (todos), the menu unticks all
    basics: ['members', 'items', 'paste', 'todos', 'offline', 'shared'],
    notifications: ['shopping', 'shared'], // going shopping names one of the list's shops (useStores)
    'list-screen': [
      'shared',
      'offline',
      'shopping',
      'realtime',
      'members',
      'items',
      'todos',
      'basics',
      'notifications',
      'wishes', // change-answers.component.test.tsx: a reservation's answer on the screen, beside untick-all's
      'money', // the header's estimate and a ticked good's price load from money (screen-money.ts)
    ],
  },
};

/** Modules below the features: they never import one. */
const sharedLayers = /^(server\/src\/(lib|plugins|db)|web\/src\/(lib|components))\//;
/** Packages the contract may import: zod at run time; its tests, their tools. */
const contractPackages = ['zod'];
const contractTestPackages = ['zod', 'vitest', 'fast-check'];

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** `server:menu`, `web:lists` … for a module of a feature; with the part of features/lists as the second. */
function featureOf(file: string): { feature: string; part: string | undefined } | undefined {
  const match = /^(server|web)\/src\/features\/([^/]+)\/(?:([^/]+)\/)?/.exec(file);
  if (!match) return undefined;
  const [, side, feature, part] = match;
  return { feature: `${side}:${feature}`, part: feature === 'lists' ? part : undefined };
}

/** Every edge of the graph, with the message a violation shows. */
function edges(): { file: string; edge: ModuleImport; says: string }[] {
  return [...graph].flatMap(([file, imports]) =>
    imports.map((edge) => ({
      file,
      edge,
      says: `${file}:${edge.line} imports '${edge.specifier}'${edge.target ? ` (${edge.target})` : ''}`,
    })),
  );
}

const excepted = (exceptions: Exception[], file: string, target: string) =>
  exceptions.some((exception) => exception.from === file && exception.to === target);

describe('import boundaries', () => {
  it('sees the imports of every kind', () => {
    const router = graph.get('web/src/app/router.tsx') ?? [];
    expect(router).toContainEqual(
      expect.objectContaining({ target: 'web/src/features/lists/list-screen/routes/list-route.tsx', kind: 'dynamic' }),
    );
    expect(graph.get('server/src/db/schema.ts')).toContainEqual(
      expect.objectContaining({ target: 'server/src/db/schema/lists.ts', kind: 'export' }),
    );
    expect(edges().some(({ edge }) => edge.typeOnly && edge.kind === 'import')).toBe(true);
    expect(edges().some(({ edge }) => edge.target === 'contract/src/base.ts')).toBe(true);
  });

  it('a feature imports no other feature, but for the documented exceptions', () => {
    const violations = edges()
      .filter(({ file, edge }) => {
        const from = featureOf(file);
        const to = edge.target ? featureOf(edge.target) : undefined;
        return from && to && from.feature !== to.feature && !excepted(featureExceptions, file, edge.target!);
      })
      .map(({ says }) => `${says}: a feature may not import another feature's modules`);
    expect(violations).toEqual([]);
  });

  it('the parts of features/lists import each other in the documented direction', () => {
    const violations = edges()
      .filter(({ file, edge }) => {
        const from = featureOf(file);
        const to = edge.target ? featureOf(edge.target) : undefined;
        if (!from?.part || !to?.part || from.feature !== to.feature || from.part === to.part) return false;
        const side = from.feature.split(':')[0]!;
        return !listsParts[side]?.[from.part]?.includes(to.part);
      })
      .map(({ says }) => `${says}: this part of features/lists may not import that one`);
    expect(violations).toEqual([]);
  });

  it('lib/, components/, plugins/ and db/ import no feature', () => {
    const violations = edges()
      .filter(
        ({ file, edge }) =>
          sharedLayers.test(file) &&
          edge.target &&
          featureOf(edge.target) &&
          !excepted(layerExceptions, file, edge.target),
      )
      .map(({ says }) => `${says}: shared code may not import a feature; move the shared piece down`);
    expect(violations).toEqual([]);
  });

  it('the contract imports neither the server, the web client nor a built-in; of packages only zod', () => {
    const violations = edges()
      .filter(({ file, edge }) => {
        if (!file.startsWith('contract/')) return false;
        if (edge.target) return !edge.target.startsWith('contract/src/');
        const packages = isTest(file) ? contractTestPackages : contractPackages;
        return isBuiltin(edge.specifier) || !packages.includes(edge.specifier);
      })
      .map(({ says }) => `${says}: the contract imports only itself and zod`);
    expect(violations).toEqual([]);
  });

  it('every exception is still needed', () => {
    const stale = [...featureExceptions, ...layerExceptions]
      .filter(({ from, to }) => !graph.get(from)?.some((edge) => edge.target === to))
      .map(({ from, to }) => `${from} no longer imports ${to}: drop the exception`);
    expect(stale).toEqual([]);
  });

  it('no import cycle, counting dynamic and type-only imports', () => {
    const cycles = findCycles(graph, () => true).map(({ path }) =>
      path
        .slice(0, -1)
        .map((file, step) => {
          const edge = graph.get(file)!.find((candidate) => candidate.target === path[step + 1]);
          return `${file}:${edge!.line} imports '${edge!.specifier}'`;
        })
        .concat(path[0]!)
        .join(' → '),
    );
    expect(cycles.map((cycle) => `import cycle: ${cycle}`)).toEqual([]);
  });
});
