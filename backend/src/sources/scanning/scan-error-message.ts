import { SCAN_ERROR_MESSAGES, SOURCE_MESSAGES } from '@eventfold/contracts';
import { ScanFetchError } from '../../scanning/fetching/scan-fetch.error';

/**
 * The source's errorMessage: the category of what went wrong, and for an HTTP error its status (the
 * site's own public answer). The detail (addresses, socket errors) goes to the log only.
 */
export function scanErrorMessage(error: unknown): string {
  if (!(error instanceof ScanFetchError)) return SOURCE_MESSAGES.scanFailed;
  const category = SCAN_ERROR_MESSAGES[error.code];
  return error.httpStatus === undefined ? category : `${category} (HTTP ${error.httpStatus}).`;
}
