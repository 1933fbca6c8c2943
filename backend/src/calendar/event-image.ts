import { BadRequestException } from '@nestjs/common';
import sharp from 'sharp';
import { EVENT_MESSAGES } from '@eventfold/contracts';
import { sniffMimeType } from '../infrastructure/blobs/image-type';

const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif']);
export const EVENT_IMAGE_MAX_PX = 1600;

/**
 * Only real images are kept, and never as uploaded: re-encoding to WebP drops what else the file
 * carried (EXIF location, polyglot payloads) and bounds the size we serve publicly.
 */
export async function reencodeEventImage(upload: Buffer): Promise<Buffer> {
  const mime = await sniffMimeType(upload);
  if (mime === undefined || !ACCEPTED_TYPES.has(mime)) throw wrongType();
  return sharp(upload, { limitInputPixels: 50_000_000 })
    .rotate()
    .resize(EVENT_IMAGE_MAX_PX, EVENT_IMAGE_MAX_PX, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer()
    .catch(() => {
      throw wrongType();
    });
}

function wrongType(): BadRequestException {
  return new BadRequestException({ message: EVENT_MESSAGES.imageWrongType });
}
