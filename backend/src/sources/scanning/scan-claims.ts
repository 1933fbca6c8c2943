import { Inject, Injectable } from '@nestjs/common';
import type { ReadStore } from '@eventfold/contracts';
import { Lease, type LeaseDocument } from '@eventfold/projections';
import { INSTANCE_ID } from '../../infrastructure/instance-id';
import { SCAN_CLAIMS_COLLECTION } from '../../infrastructure/lease-collections';
import { READ_STORE } from '../../infrastructure/stores.tokens';
import { SCAN_SETTINGS, type ScanSettings } from './scan-settings';

export { SCAN_CLAIMS_COLLECTION };
/**
 * A finished scan's claim is kept this long, so that no process starts it again while its read
 * model may still list it as pending; the TTL index then removes it.
 */
const FINISHED_KEEP_MS = 24 * 3_600_000;

export interface ScanClaim {
  /** True while this process still holds the claim: only then may it record the result. */
  stillHeld(): Promise<boolean>;
  /** The scan's result is recorded: nobody runs it again. */
  finish(): Promise<void>;
  /** Stops renewing without finishing (shutdown): another instance may take the scan up. */
  release(): Promise<void>;
}

/**
 * Scans as claimed jobs: whichever instance runs a scan first claims it in the shared read store,
 * atomically, so a scan runs once whatever the number of instances that learn of it.
 */
@Injectable()
export class ScanClaims {
  private indexed: Promise<unknown> | null = null;

  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(INSTANCE_ID) private readonly holder: string,
    @Inject(SCAN_SETTINGS) private readonly settings: ScanSettings,
  ) {}

  /** Null when another instance runs (or ran) the scan. */
  async claim(scanId: string): Promise<ScanClaim | null> {
    await this.ensureIndexed();
    const lease = new Lease(this.readStore, {
      name: scanId,
      holder: this.holder,
      ttlMs: this.settings.claimTtlMs,
      collection: SCAN_CLAIMS_COLLECTION,
    });
    if ((await lease.acquire()) === null) return null;
    // Once another instance holds the claim (this one lapsed), renewing is over: it stays theirs.
    const renewal: NodeJS.Timeout = setInterval(
      () =>
        void lease
          .acquire()
          .then((token) => token === null && clearInterval(renewal))
          .catch(() => undefined),
      this.settings.claimTtlMs / 3,
    );
    renewal.unref();
    return {
      stillHeld: async () => (await lease.acquire()) !== null,
      finish: async () => {
        clearInterval(renewal);
        await lease.finish(FINISHED_KEEP_MS);
      },
      release: async () => {
        clearInterval(renewal);
        await lease.release();
      },
    };
  }

  /** The scans among `scanIds` that an instance is running or has finished: nobody else need try them. */
  async taken(scanIds: string[]): Promise<Set<string>> {
    const live = await this.readStore
      .collection<LeaseDocument>(SCAN_CLAIMS_COLLECTION)
      .find({ _id: { $in: scanIds }, expiresAt: { $gt: new Date() } }, { projection: { _id: 1 } });
    return new Set(live.map(({ _id }) => _id));
  }

  private ensureIndexed(): Promise<unknown> {
    this.indexed ??= this.readStore
      .collection(SCAN_CLAIMS_COLLECTION)
      .createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 });
    return this.indexed;
  }
}
