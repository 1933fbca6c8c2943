import { Store, type SessionData } from 'express-session';
import type { ReadCollection, ReadDocument, ReadStore } from '@eventfold/contracts';

interface SessionDocument extends ReadDocument {
  sess: SessionData;
  expire: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * express-session on the read store's `sessions` collection ({_id: sid, sess, expire}). Sessions are
 * not domain facts, so they live beside the read models rather than in the event log; a TTL index
 * lets MongoDB drop expired ones, and reads ignore them in case the store has not yet.
 */
export class ReadStoreSessionStore extends Store {
  private readonly sessions: ReadCollection<SessionDocument>;

  constructor(readStore: ReadStore) {
    super();
    this.sessions = readStore.collection<SessionDocument>('sessions');
  }

  async ensureIndexes(): Promise<void> {
    await this.sessions.createIndex({ expire: 1 }, { expireAfterSeconds: 0, name: 'sessions_expire_ttl' });
  }

  override get(sid: string, callback: (error: unknown, session?: SessionData | null) => void): void {
    this.sessions.findOne({ _id: sid }).then((document) => {
      if (document === null || new Date(document.expire).getTime() <= Date.now()) return callback(null, null);
      callback(null, document.sess);
    }, callback);
  }

  override set(sid: string, session: SessionData, callback?: (error?: unknown) => void): void {
    // A JSON round trip turns the cookie's Date into a string, which is how express-session stores it anyway.
    const sess = JSON.parse(JSON.stringify(session)) as SessionData;
    this.sessions
      .replaceOne({ _id: sid }, { _id: sid, sess, expire: expiryOf(session) }, { upsert: true })
      .then(
        () => callback?.(),
        (error: unknown) => callback?.(error),
      );
  }

  override touch(sid: string, session: SessionData, callback?: () => void): void {
    this.sessions.updateOne({ _id: sid }, { $set: { expire: expiryOf(session) } }).then(
      () => callback?.(),
      () => callback?.(),
    );
  }

  override destroy(sid: string, callback?: (error?: unknown) => void): void {
    this.sessions.deleteOne({ _id: sid }).then(
      () => callback?.(),
      (error: unknown) => callback?.(error),
    );
  }
}

function expiryOf(session: SessionData): Date {
  const expires = session.cookie?.expires;
  return expires ? new Date(expires) : new Date(Date.now() + DAY_MS);
}
