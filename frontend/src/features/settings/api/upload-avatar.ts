import { useMutation } from '@tanstack/react-query';
import { uploadAvatarResponseSchema, type UploadAvatarResponse } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';
import { refreshSession } from '../../../lib/session';

/** POST /api/upload-avatar, multipart with the file in the `avatar` field. */
export function uploadAvatar(file: File): Promise<UploadAvatarResponse> {
  const form = new FormData();
  form.append('avatar', file);
  return api.upload('/api/upload-avatar', form, { schema: uploadAvatarResponseSchema });
}

export function useUploadAvatar() {
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: () => refreshSession(),
  });
}
