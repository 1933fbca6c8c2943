import { isDuplicateKeyError, type ReadDocument, type ReadStore } from '@eventfold/contracts';

export const LEASES_COLLECTION = 'leases';

export interface LeaseDocument extends ReadDocument {
  holder: string;
  /** Fencing token: grows by one at every change of holder, so a former holder's writes can be told apart. */
  token: number;
  expiresAt: Date;
}

export interface LeaseOptions {
  /** What is leased, e.g. `projections`; one document per name. */
  name: string;
  /** Who asks: unique per process (host, pid and a random part). */
  holder: string;
  /** How long a lease lasts without renewal: the longest a dead holder blocks the work. */
  ttlMs: number;
  /** Where lease documents live; defaults to `leases`. */
  collection?: string;
  now?: () => Date;
}

/**
 * Exclusive, expiring ownership of a piece of work, kept in the shared read store so that any number
 * of processes agree on one holder. Holders renew well within the time to live; when one stops
 * renewing (crash, kill, partition), any other takes over once it expired and gets a larger token.
 * Expiry compares the processes' clocks, which must be synchronised (NTP) to well within the TTL.
 */
export class Lease {
  private heldToken: number | null = null;
  /** When this process last confirmed the lease, by its own monotonic clock. */
  private confirmedAt = 0;

  constructor(
    private readonly readStore: ReadStore,
    private readonly options: LeaseOptions,
  ) {}

  get name(): string {
    return this.options.name;
  }

  /** The fencing token while this process believes it holds the lease; null otherwise. */
  get token(): number | null {
    return this.heldToken;
  }

  /**
   * True while the lease was confirmed less than half a TTL ago: long enough before expiry that no
   * other process can have taken it over, whatever happened since.
   */
  get safelyHeld(): boolean {
    return this.heldToken !== null && performance.now() - this.confirmedAt < this.options.ttlMs / 2;
  }

  private get leases() {
    return this.readStore.collection<LeaseDocument>(this.options.collection ?? LEASES_COLLECTION);
  }

  /** Renews the lease if held, else takes it if free or expired. Returns the token, or null when another holds it. */
  async acquire(): Promise<number | null> {
    const asked = performance.now();
    const now = this.now();
    const expiresAt = new Date(now.getTime() + this.options.ttlMs);
    const { name, holder } = this.options;
    if (this.heldToken !== null) {
      const renewed = await this.leases.updateOne(
        { _id: name, holder, token: this.heldToken },
        { $set: { expiresAt } },
      );
      if (renewed.matchedCount === 1) return this.confirm(this.heldToken, asked);
      this.heldToken = null;
    }
    const taken = await this.leases.findOneAndUpdate(
      { _id: name, expiresAt: { $lte: now } },
      { $set: { holder, expiresAt }, $inc: { token: 1 } },
      { returnDocument: 'after' },
    );
    if (taken !== null) return this.confirm(taken.token, asked);
    try {
      await this.leases.insertOne({ _id: name, holder, token: 1, expiresAt });
      return this.confirm(1, asked);
    } catch (error) {
      if (isDuplicateKeyError(error)) return null;
      throw error;
    }
  }

  /** Gives the lease up at once (a clean shutdown), so another process need not wait for it to expire. */
  async release(): Promise<void> {
    const token = this.heldToken;
    this.heldToken = null;
    if (token === null) return;
    await this.leases.updateOne(
      { _id: this.options.name, holder: this.options.holder, token },
      { $set: { expiresAt: new Date(0) } },
    );
  }

  /**
   * Keeps the lease, without renewals, for `keepMs` more: the work is done, and nobody may take it
   * up again while other processes may still see it as pending. False when it was no longer held.
   */
  async finish(keepMs: number): Promise<boolean> {
    const token = this.heldToken;
    this.heldToken = null;
    if (token === null) return false;
    const expiresAt = new Date(this.now().getTime() + keepMs);
    const kept = await this.leases.updateOne(
      { _id: this.options.name, holder: this.options.holder, token },
      { $set: { expiresAt, finished: true } },
    );
    return kept.matchedCount === 1;
  }

  /** Forgets the lease without telling the store: what a killed process does. For tests. */
  abandon(): void {
    this.heldToken = null;
  }

  private confirm(token: number, askedAt: number): number {
    this.heldToken = token;
    // Measured from before the request, so a slow answer cannot stretch the believed lifetime.
    this.confirmedAt = askedAt;
    return token;
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }
}

/**
 * Ends every unfinished lease in `collection` at once. Only for a store that one process can open at a
 * time (the embedded one): whoever held a lease there before is certainly dead, so a restart need not
 * wait for expiry. Tokens are kept, so fencing stays monotonic.
 */
export async function expireLeasesOfDeadProcesses(
  readStore: ReadStore,
  collection = LEASES_COLLECTION,
): Promise<void> {
  await readStore
    .collection<LeaseDocument>(collection)
    .updateMany({ finished: { $ne: true } }, { $set: { expiresAt: new Date(0) } });
}
