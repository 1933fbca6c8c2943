/**
 * Per-user data keys for personal data in events (crypto-shredding). The key store lives outside the
 * event log and outside the read models: a projection rebuild never drops it, and erasing a key makes
 * that user's personal fields unreadable everywhere without rewriting history.
 */
export interface KeyStore {
  /** The user's data key, created on first use. Throws KeyErasedError for an erased user. */
  keyFor(userId: string): Promise<Buffer>;
  /** The user's data key; null when it was never created or has been erased. */
  findKey(userId: string): Promise<Buffer | null>;
  /** Destroys the key for good; a tombstone keeps it from being created again. */
  erase(userId: string): Promise<void>;
  /** Drops this process's cached copy: the user's erasure was seen in the log (made by any instance). */
  forget(userId: string): void;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export class KeyErasedError extends Error {
  override readonly name = 'KeyErasedError';
  constructor(readonly userId: string) {
    super(`The data key of user ${userId} has been erased`);
  }
}
