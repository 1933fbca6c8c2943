import { z } from 'zod';

export const readinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  eventStore: z.boolean(),
  readStore: z.boolean(),
  projections: z.object({ caughtUp: z.boolean(), head: z.string(), lagging: z.array(z.string()) }),
});
export type Readiness = z.infer<typeof readinessSchema>;
