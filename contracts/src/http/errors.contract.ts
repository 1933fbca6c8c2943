import { z } from 'zod';

/** Every non-2xx answer of the API carries a human-readable `message`. */
export const errorBodySchema = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;
