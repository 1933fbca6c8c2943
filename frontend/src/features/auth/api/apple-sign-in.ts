import { useMutation } from '@tanstack/react-query';
import {
  appleCallbackResponseSchema,
  type AppleCallbackRequest,
  type AppleCallbackResponse,
} from '@eventfold/contracts';
import { api, ApiError } from '../../../lib/api-client';

/**
 * POST /auth/apple/callback. A refusal (401, or 409 when an e-mail account must be linked first)
 * still answers `{success, user, error}`, which is returned rather than thrown.
 */
export async function postAppleCallback(payload: AppleCallbackRequest): Promise<AppleCallbackResponse> {
  try {
    return await api.post('/auth/apple/callback', payload, { schema: appleCallbackResponseSchema });
  } catch (error) {
    if (error instanceof ApiError) {
      const parsed = appleCallbackResponseSchema.safeParse(safeJson(error.body));
      if (parsed.success) return parsed.data;
    }
    throw error;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function useAppleCallback() {
  return useMutation({ mutationFn: postAppleCallback, meta: { unauthorized: 'throw' } });
}
