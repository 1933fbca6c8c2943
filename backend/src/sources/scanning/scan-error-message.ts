import { SOURCE_MESSAGES } from '@eventfold/contracts';
import { ScanFetchError } from '../../scanning/fetching/scan-fetch.error';

/**
 * The source's errorMessage: fetch failures are already worded for the user (which address, what
 * went wrong); anything else is an internal matter and gets the generic text.
 */
export function scanErrorMessage(error: unknown): string {
  if (error instanceof ScanFetchError) return error.message;
  return SOURCE_MESSAGES.scanFailed;
}
