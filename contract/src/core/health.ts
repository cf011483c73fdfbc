import { z } from 'zod';

export const HealthAnswer = z.object({
  /** ok; degraded: serving, but the push bus's broker is away (other processes' events wait for it); unavailable. */
  status: z.enum(['ok', 'degraded', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
  bus: z.object({ kind: z.enum(['local', 'postgres', 'redis', 'nats']), connected: z.boolean() }),
});
export type HealthAnswer = z.infer<typeof HealthAnswer>;
