import type { ScanPageFailure } from '@eventfold/contracts';
import { ScanFetchError } from './scan-fetch.error';

export interface PageFailure {
  failure: ScanPageFailure;
  httpStatus: number | null;
  /** The detail, for the log and the scan CLI only: it may name addresses or socket errors. */
  detail: string;
}

/** A page's failure as users may see it (a category and the site's public status), with the detail apart. */
export function pageFailureOf(error: unknown): PageFailure {
  const detail = error instanceof Error ? error.message : String(error);
  if (!(error instanceof ScanFetchError)) return { failure: 'unreadable', httpStatus: null, detail };
  return { failure: error.code, httpStatus: error.httpStatus ?? null, detail };
}
