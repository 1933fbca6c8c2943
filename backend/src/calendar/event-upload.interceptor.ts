import { EVENT_MESSAGES } from '@eventfold/contracts';
import { ImageUploadInterceptor } from '../infrastructure/http/image-upload.interceptor';

/** POST /api/events: title, location, description, date, timeStart, timeEnd, visibility and an optional `image`. */
export const eventUploadInterceptor = new ImageUploadInterceptor({
  field: 'image',
  textFields: 7,
  messages: {
    tooLarge: EVENT_MESSAGES.imageTooLarge,
    unexpectedFile: EVENT_MESSAGES.imageWrongType,
    unreadable: 'The event form could not be read.',
  },
});
