import { EVENT_MESSAGES } from '@eventfold/contracts';
import { ImageUploadInterceptor } from '../infrastructure/http/image-upload.interceptor';

/**
 * POST and PATCH /api/events: title, location, description, date, timeStart, timeEnd, visibility,
 * (PATCH) removeImage, and an optional `image`.
 */
export const eventUploadInterceptor = new ImageUploadInterceptor({
  field: 'image',
  textFields: 8,
  messages: {
    tooLarge: EVENT_MESSAGES.imageTooLarge,
    unexpectedFile: EVENT_MESSAGES.imageWrongType,
    unreadable: 'The event form could not be read.',
  },
});
