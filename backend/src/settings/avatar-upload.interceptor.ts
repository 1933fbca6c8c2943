import { SERVER_MESSAGES, SETTINGS_MESSAGES } from '@eventfold/contracts';
import { ImageUploadInterceptor } from '../infrastructure/http/image-upload.interceptor';

/** POST /api/upload-avatar: the one field `avatar`, in the settings page's words. */
export const avatarUploadInterceptor = new ImageUploadInterceptor({
  field: 'avatar',
  textFields: 5,
  messages: {
    tooLarge: SETTINGS_MESSAGES.avatarTooLarge.description,
    unexpectedFile: SERVER_MESSAGES.avatarMissing,
    unreadable: SERVER_MESSAGES.avatarMissing,
  },
});
