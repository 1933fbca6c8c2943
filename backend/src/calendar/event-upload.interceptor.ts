import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { EVENT_MESSAGES, LIMITS } from '@eventfold/contracts';

// title, location, description, date, timeStart, timeEnd and the image.
const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: LIMITS.imageMaxBytes, files: 1, fields: 6, parts: 7, fieldSize: 16 * 1024 },
}).single('image');

/**
 * Reads the create-event form (multipart) into `body` and its optional `image` into memory, stopping
 * at 5 MB, so that each multer failure answers in the product's own words.
 */
@Injectable()
export class EventUploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    await new Promise<void>((resolve, reject) =>
      upload(http.getRequest<Request>(), http.getResponse<Response>(), (error: unknown) => {
        if (error === undefined || error === null) return resolve();
        if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') {
          return reject(new PayloadTooLargeException({ message: EVENT_MESSAGES.imageTooLarge }));
        }
        if (error instanceof multer.MulterError && error.code === 'LIMIT_UNEXPECTED_FILE') {
          return reject(new BadRequestException({ message: EVENT_MESSAGES.imageWrongType }));
        }
        reject(new BadRequestException({ message: 'The event form could not be read.' }));
      }),
    );
    return next.handle();
  }
}
