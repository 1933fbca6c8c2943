import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { SERVER_MESSAGES, WrongExpectedRevisionError } from '@eventfold/contracts';
import { DomainError } from '../events/domain-error';
import { ServiceBusyException } from './service-busy.exception';
import { TooManyRequestsException } from './too-many-requests.exception';

function messageOf(exception: HttpException): string {
  const body = exception.getResponse();
  if (typeof body === 'string') return body;
  const message = (body as { message?: unknown }).message;
  if (Array.isArray(message)) return String(message[0]);
  return typeof message === 'string' ? message : exception.message;
}

/**
 * Every error answers `{message}`: the client shows that text as is (spec, section 8). Anything not
 * meant for the user becomes a plain 500 while its details go to the log only.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return;
    const [status, message] = this.describe(exception);
    if (exception instanceof TooManyRequestsException || exception instanceof ServiceBusyException) {
      response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    }
    response.status(status).json({ message });
  }

  private describe(exception: unknown): [number, string] {
    if (exception instanceof HttpException) return [exception.getStatus(), messageOf(exception)];
    if (exception instanceof DomainError) return [exception.status, exception.message];
    if (exception instanceof WrongExpectedRevisionError) return [409, SERVER_MESSAGES.concurrentChange];
    this.logger.error({ msg: 'unhandled error', err: exception });
    return [500, 'Internal server error'];
  }
}
