import { Store, type SessionData } from 'express-session';
import { LRUCache } from 'lru-cache';
import {
  isDuplicateKeyError,
  type ReadCollection,
  type ReadDocument,
  type ReadStore,
} from '@eventfold/contracts';

interface SessionDocument extends ReadDocument {
  /** Absent on the tombstone of a signed-out session. */
  sess?: SessionData;
  expire: Date;
  /** The session was destroyed (signed out): nothing may write it again. */
  destroyed?: true;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * A rolling session's stored expiry moves forward at most this often: moving it on every request
 * was a write per request on every route. The store's expiry may then trail the cookie's by up to
 * this much, nothing against a 30-day session.
 */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 60 * 1000;
/** Sessions whose last stored expiry this process remembers; a forgotten one is simply written. */
const REMEMBERED_EXPIRIES = 50_000;
/**
 * A destroyed session's tombstone is kept this long: far past any request that read the session
 * before the sign-out and saves it after (which would otherwise write it back, signed in again).
 */
const TOMBSTONE_MS = DAY_MS;

/**
 * express-session on the read store's `sessions` collection ({_id: sid, sess, expire}). Sessions are
 * not domain facts, so they live beside the read models rather than in the event log; a TTL index
 * lets MongoDB drop expired ones, and reads ignore them in case the store has not yet.
 */
export class ReadStoreSessionStore extends Store {
  private readonly sessions: ReadCollection<SessionDocument>;
  /** Session id → the expiry (epoch ms) last read or written here. */
  private readonly storedExpiry = new LRUCache<string, number>({ max: REMEMBERED_EXPIRIES });

  constructor(readStore: ReadStore) {
    super();
    this.sessions = readStore.collection<SessionDocument>('sessions');
  }

  async ensureIndexes(): Promise<void> {
    await this.sessions.createIndex({ expire: 1 }, { expireAfterSeconds: 0, name: 'sessions_expire_ttl' });
  }

  override get(sid: string, callback: (error: unknown, session?: SessionData | null) => void): void {
    this.sessions.findOne({ _id: sid }).then((document) => {
      const expire = document === null ? 0 : new Date(document.expire).getTime();
      if (document === null || document.destroyed || !document.sess || expire <= Date.now()) {
        return callback(null, null);
      }
      this.storedExpiry.set(sid, expire);
      callback(null, document.sess);
    }, callback);
  }

  override set(sid: string, session: SessionData, callback?: (error?: unknown) => void): void {
    // A JSON round trip turns the cookie's Date into a string, which is how express-session stores it anyway.
    const sess = JSON.parse(JSON.stringify(session)) as SessionData;
    const expire = expiryOf(session);
    // Never over a tombstone: the upsert then meets the destroyed session's _id, and is refused.
    this.sessions
      .replaceOne({ _id: sid, destroyed: { $ne: true } }, { _id: sid, sess, expire }, { upsert: true })
      .then(
        () => {
          this.storedExpiry.set(sid, expire.getTime());
          callback?.();
        },
        // A request that read the session before its sign-out saves it after: it stays signed out.
        (error: unknown) => (isDuplicateKeyError(error) ? callback?.() : callback?.(error)),
      );
  }

  override touch(sid: string, session: SessionData, callback?: () => void): void {
    const expire = expiryOf(session);
    const stored = this.storedExpiry.get(sid);
    if (stored !== undefined && expire.getTime() - stored < SESSION_TOUCH_INTERVAL_MS) return callback?.();
    this.sessions.updateOne({ _id: sid, destroyed: { $ne: true } }, { $set: { expire } }).then(
      () => {
        this.storedExpiry.set(sid, expire.getTime());
        callback?.();
      },
      () => callback?.(),
    );
  }

  /** Leaves a tombstone rather than nothing, so that a request still under way cannot write it back. */
  override destroy(sid: string, callback?: (error?: unknown) => void): void {
    this.storedExpiry.delete(sid);
    const tombstone = { _id: sid, destroyed: true as const, expire: new Date(Date.now() + TOMBSTONE_MS) };
    this.sessions.replaceOne({ _id: sid }, tombstone, { upsert: true }).then(
      () => callback?.(),
      (error: unknown) => callback?.(error),
    );
  }
}

function expiryOf(session: SessionData): Date {
  const expires = session.cookie?.expires;
  return expires ? new Date(expires) : new Date(Date.now() + DAY_MS);
}
