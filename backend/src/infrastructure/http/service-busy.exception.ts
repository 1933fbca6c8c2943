import { HttpException, HttpStatus } from '@nestjs/common';
import { SERVER_MESSAGES } from '@eventfold/contracts';

/** 503 when a bounded lane of heavy work is full; the filter adds Retry-After. */
export class ServiceBusyException extends HttpException {
  readonly retryAfterSeconds = 2;

  constructor() {
    super({ message: SERVER_MESSAGES.serverBusy }, HttpStatus.SERVICE_UNAVAILABLE);
  }
}
