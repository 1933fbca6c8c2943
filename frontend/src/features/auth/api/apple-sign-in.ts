import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** POST /auth/apple/callback. The contracts do not describe this call yet, so its shape lives here. */
export const appleCallbackResponseSchema = z.object({
  success: z.boolean(),
  user: z.unknown().optional(),
  error: z.string().nullish(),
});
export type AppleCallbackResponse = z.infer<typeof appleCallbackResponseSchema>;

export interface AppleCallbackPayload {
  code: string;
  id_token: string;
  state: string;
  user?: unknown;
}

export function postAppleCallback(payload: AppleCallbackPayload): Promise<AppleCallbackResponse> {
  return api.post('/auth/apple/callback', payload, { schema: appleCallbackResponseSchema });
}

export function useAppleCallback() {
  return useMutation({ mutationFn: postAppleCallback, meta: { unauthorized: 'throw' } });
}
