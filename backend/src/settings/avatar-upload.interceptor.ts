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
import { LIMITS, SERVER_MESSAGES, SETTINGS_MESSAGES } from '@eventfold/contracts';

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: LIMITS.imageMaxBytes, files: 1, fields: 5, parts: 6 },
}).single('avatar');

/**
 * Reads the multipart field `avatar` into memory, stopping at 5 MB. Written here rather than with
 * Nest's FileInterceptor so that each multer failure answers the spec's own wording.
 */
@Injectable()
export class AvatarUploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    await new Promise<void>((resolve, reject) =>
      upload(http.getRequest<Request>(), http.getResponse<Response>(), (error: unknown) => {
        if (error === undefined || error === null) return resolve();
        if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') {
          return reject(
            new PayloadTooLargeException({ message: SETTINGS_MESSAGES.avatarTooLarge.description }),
          );
        }
        reject(new BadRequestException({ message: SERVER_MESSAGES.avatarMissing }));
      }),
    );
    return next.handle();
  }
}
