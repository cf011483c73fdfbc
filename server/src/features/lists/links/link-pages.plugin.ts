import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type BackgroundWork, backgroundWork } from '../../../lib/rounds.js';
import { linkPagesRound } from './link-pages.reader.js';

/**
 * The pages of items' links read in the background (server/src/db/schema/links.ts): a plain entry named by its
 * link's host takes the page's title, and every item the page's picture as a thumbnail. Off with LINK_PAGES=off.
 * A round looks for links due when one may have been given or changed (`kick`), and at least once a minute (another
 * process's, a retry's time).
 */
export const linkPagesPlugin = fp(
  async (app: FastifyInstance) => {
    const work = backgroundWork(app, () => linkPagesRound(app), {
      background: app.config.linkFetch.readPages,
      name: 'reading links',
      sweepMs: 60_000,
    });
    app.decorate('linkPages', work);
  },
  { name: 'link-pages' },
);

declare module 'fastify' {
  interface FastifyInstance {
    linkPages: BackgroundWork;
  }
}
