import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { LIMITS } from '@eventfold/contracts';

export interface ImageUploadOptions {
  /** The multipart field holding the image. */
  field: string;
  /** Text fields the form may carry besides the image. */
  textFields: number;
  messages: { tooLarge: string; unexpectedFile: string; unreadable: string };
}

/**
 * Reads a multipart form into `body` and its one image into memory, stopping at 5 MB. Written here
 * rather than with Nest's FileInterceptor so that each multer failure answers in the product's own
 * words. The image's type is checked afterwards, by its magic bytes.
 */
export class ImageUploadInterceptor implements NestInterceptor {
  private readonly upload: ReturnType<multer.Multer['single']>;

  constructor(private readonly options: ImageUploadOptions) {
    this.upload = multer({
      storage: multer.memoryStorage(),
      limits: {
        fileSize: LIMITS.imageMaxBytes,
        files: 1,
        fields: options.textFields,
        parts: options.textFields + 1,
        fieldSize: 16 * 1024,
      },
    }).single(options.field);
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const { messages } = this.options;
    await new Promise<void>((resolve, reject) =>
      this.upload(http.getRequest<Request>(), http.getResponse<Response>(), (error: unknown) => {
        if (error === undefined || error === null) return resolve();
        if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') {
          return reject(new PayloadTooLargeException({ message: messages.tooLarge }));
        }
        if (error instanceof multer.MulterError && error.code === 'LIMIT_UNEXPECTED_FILE') {
          return reject(new BadRequestException({ message: messages.unexpectedFile }));
        }
        reject(new BadRequestException({ message: messages.unreadable }));
      }),
    );
    return next.handle();
  }
}
