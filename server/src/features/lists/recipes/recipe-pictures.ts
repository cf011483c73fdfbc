import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fetchPicture, isLinkFetchError } from '../../../lib/link-fetch/index.js';
import { type BackgroundWork, backgroundWork, nextDueInMs } from '../../../lib/rounds.js';
import { type ClaimedPicture, claimDuePictures, keepPicture } from './recipe-pictures.repo.js';

/** Images read at a time by one process's round (one after another: a fetch takes up to 10 s). */
const perRound = 4;
/** Tries of an image before the recipe stays without a picture: again after 1, 4 and 16 minutes. */
const pictureTries = 4;
const retryMs = (tries: number) => 60_000 * 4 ** (tries - 1);

/** Reads one claimed image: kept when it is a picture, none when it is not, tried again when it could not be read. */
async function readPicture(app: FastifyInstance, claimed: ClaimedPicture): Promise<void> {
  try {
    const picture = await fetchPicture(claimed.image, app.config.linkFetch.allow);
    await keepPicture(app.db, claimed, { picture });
  } catch (error) {
    if (!isLinkFetchError(error)) throw error;
    app.log.info({ recipeId: claimed.recipeId, reason: error.reason }, 'reading a recipe picture failed');
    const last = claimed.tries >= pictureTries || error.reason === 'scheme' || error.reason === 'address';
    await keepPicture(app.db, claimed, last ? { picture: undefined } : { retryMs: retryMs(claimed.tries) });
  }
}

/** One round: up to `perRound` due images read; answers when the next round is due, or undefined when none waits. */
async function recipePicturesRound(app: FastifyInstance): Promise<number | undefined> {
  const claimed = await claimDuePictures(app.db, perRound);
  for (const picture of claimed) await readPicture(app, picture);
  if (claimed.length === perRound) return 0;
  return nextDueInMs(app.db, 'recipe_pictures');
}

/**
 * The pictures of recipes read in the background into the app's own copies (server/src/db/schema/recipes.ts), as
 * items' links' pages are, and with them off (LINK_PAGES=off): when an image may have been given or changed
 * (`kick`), and at least once a minute.
 */
export const recipePicturesPlugin = fp(
  async (app: FastifyInstance) => {
    const work = backgroundWork(app, () => recipePicturesRound(app), {
      background: app.config.linkFetch.readPages,
      name: 'reading recipe pictures',
      sweepMs: 60_000,
    });
    app.decorate('recipePictures', work);
  },
  { name: 'recipe-pictures' },
);

declare module 'fastify' {
  interface FastifyInstance {
    recipePictures: BackgroundWork;
  }
}
