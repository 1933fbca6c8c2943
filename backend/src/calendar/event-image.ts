import { BadRequestException } from '@nestjs/common';
import { EVENT_MESSAGES } from '@eventfold/contracts';
import { reencodeImage } from '../infrastructure/images/reencode-image';

const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif']);
export const EVENT_IMAGE_MAX_PX = 1600;

/** A WebP of at most 1600 px a side: bounds what the public event page serves. `owner`: whose turn. */
export function reencodeEventImage(upload: Buffer, owner: string): Promise<Buffer> {
  return reencodeImage(upload, {
    owner,
    accepted: ACCEPTED_TYPES,
    wrongType: () => new BadRequestException({ message: EVENT_MESSAGES.imageWrongType }),
    pipeline: (image) =>
      image
        .resize(EVENT_IMAGE_MAX_PX, EVENT_IMAGE_MAX_PX, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 }),
  });
}
