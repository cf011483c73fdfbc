import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Rounds } from '../../../lib/rounds.js';
import { linkPagesRound } from './link-pages.reader.js';

export interface LinkPages {
  /** A link may have been given or changed: a round looks for links due (in the background only). */
  kick(): void;
  /** Reads every link due now; for tests. */
  flush(): Promise<void>;
}

/** How often a process looks for links due although it was told of none (another process's, a retry's time). */
const sweepMs = 60_000;

/**
 * The pages of items' links read in the background (server/src/db/schema/links.ts): a plain entry named by its
 * link's host takes the page's title, and every item the page's picture as a thumbnail. Off with LINK_PAGES=off.
 */
export const linkPagesPlugin = fp(
  async (app: FastifyInstance) => {
    const background = app.config.linkFetch.readPages;
    const rounds = new Rounds(() => linkPagesRound(app), app.log, background, 'reading links');
    app.decorate<LinkPages>('linkPages', {
      kick: () => {
        if (background) rounds.kick();
      },
      flush: () => rounds.flush(),
    });
    if (background) rounds.runIn(app, sweepMs);
  },
  { name: 'link-pages' },
);

declare module 'fastify' {
  interface FastifyInstance {
    linkPages: LinkPages;
  }
}
