export type ScanFetchErrorCode =
  | 'unsafe-url'
  | 'blocked-address'
  | 'too-many-redirects'
  | 'timeout'
  | 'too-large'
  | 'content-type'
  | 'http-status'
  | 'robots'
  | 'network';

/** Why a page could not be fetched, worded for the source's errorMessage. */
export class ScanFetchError extends Error {
  constructor(
    readonly code: ScanFetchErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ScanFetchError';
  }
}
