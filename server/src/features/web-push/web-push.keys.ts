import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../../db/client.js';
import { serverKeys } from '../../db/schema.js';

/** The key pair of the environment, or the one made at first start and kept in the database (shared by all processes). */
export async function vapidKeys(db: Db, configured: { publicKey: string; privateKey: string } | undefined) {
  if (configured) {
    if (Buffer.from(configured.publicKey, 'base64url').length !== 65) {
      throw new Error(
        'Bad configuration: VAPID_PUBLIC_KEY must be 65 bytes in base64url (an uncompressed P-256 point)',
      );
    }
    if (Buffer.from(configured.privateKey, 'base64url').length !== 32) {
      throw new Error('Bad configuration: VAPID_PRIVATE_KEY must be 32 bytes in base64url');
    }
    return configured;
  }
  const made = webpush.generateVAPIDKeys();
  await db
    .insert(serverKeys)
    .values({ name: 'vapid', value: JSON.stringify(made) })
    .onConflictDoNothing();
  const [kept] = await db.select().from(serverKeys).where(eq(serverKeys.name, 'vapid'));
  return JSON.parse(kept?.value ?? '') as { publicKey: string; privateKey: string };
}
