import { LEASES_COLLECTION } from '@eventfold/projections';

/** Claims of running and finished scans, one lease document per scan. */
export const SCAN_CLAIMS_COLLECTION = 'scan_claims';

/** Every collection of leases: the embedded store expires them all at start (see stores.ts). */
export const LEASE_COLLECTIONS = [LEASES_COLLECTION, SCAN_CLAIMS_COLLECTION] as const;

/** Turns at each venue host, shared by every instance that scans: held while a request runs. */
export const HOST_TURNS_COLLECTION = 'scan_host_turns';
