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

/**
 * Why a page could not be fetched. The message carries the detail for the log and the scan CLI; users
 * see only the code's category (scanErrorMessage), so no resolved address or socket error reaches them.
 */
export class ScanFetchError extends Error {
  /** The site's status for 'http-status': public, so users may see it. */
  readonly httpStatus: number | undefined;

  constructor(
    readonly code: ScanFetchErrorCode,
    message: string,
    options?: { cause?: unknown; httpStatus?: number },
  ) {
    super(message, options);
    this.name = 'ScanFetchError';
    this.httpStatus = options?.httpStatus;
  }
}
