import { scanPageFailureMessage } from '@eventfold/contracts';
import { pageFailureOf } from '../../scanning/fetching/page-failure';

/**
 * The source's errorMessage: the category of what went wrong, and for an HTTP error its status (the
 * site's own public answer). The detail (addresses, socket errors) goes to the log only.
 */
export function scanErrorMessage(error: unknown): string {
  const { failure, httpStatus } = pageFailureOf(error);
  return scanPageFailureMessage(failure, httpStatus);
}
