import { MongoError, MongoServerError, type ClientSession, type Db, type MongoClient } from 'mongodb';

export interface DriverCall {
  collection: string;
  method: string;
  /** The call's arguments without its options. */
  args: unknown[];
  /** The session the call carried, if any. */
  session: unknown;
  /** Which run of the transaction callback made it (0: outside any transaction). */
  attempt: number;
}

/** What the server answered; an Error is thrown as the driver would reject. */
export type Answer = (call: DriverCall) => unknown;

/** The driver Collection methods the adapter calls (each with its options last), in the port's order. */
export const DRIVER_METHODS = [
  'findOne',
  'find',
  'countDocuments',
  'insertOne',
  'insertMany',
  'updateOne',
  'updateMany',
  'replaceOne',
  'findOneAndUpdate',
  'deleteOne',
  'deleteMany',
  'bulkWrite',
  'createIndex',
] as const;

/**
 * The `mongodb` driver (7.9) at its boundary: a client whose sessions run a transaction callback the
 * way `ClientSession.withTransaction` does (again from the start when it fails with an error labelled
 * `TransientTransactionError`, else passing the error on), and collections that record every call
 * and answer it from `answer` with the shapes the driver returns.
 */
export class RecordedMongoDriver {
  readonly calls: DriverCall[] = [];
  readonly transactionOptions: unknown[] = [];
  sessionsEnded = 0;
  private attempt = 0;
  private readonly session: ClientSession;

  constructor(private readonly answer: Answer) {
    this.session = {
      withTransaction: async (callback: (session: ClientSession) => Promise<unknown>, options: unknown) => {
        this.transactionOptions.push(options);
        for (let run = 1; ; run += 1) {
          this.attempt = run;
          try {
            return await callback(this.session);
          } catch (error) {
            if (error instanceof MongoError && error.hasErrorLabel('TransientTransactionError')) continue;
            throw error;
          } finally {
            this.attempt = 0;
          }
        }
      },
      endSession: async () => {
        this.sessionsEnded += 1;
      },
    } as unknown as ClientSession;
  }

  get client(): MongoClient {
    return { startSession: () => this.session } as unknown as MongoClient;
  }

  get db(): Db {
    return {
      databaseName: 'eventfold',
      collection: (name: string) => this.collection(name),
    } as unknown as Db;
  }

  callsOf(attempt: number): DriverCall[] {
    return this.calls.filter((call) => call.attempt === attempt);
  }

  private collection(name: string) {
    const record = (method: string, all: unknown[]) => {
      const options = (all[all.length - 1] ?? {}) as { session?: unknown };
      const call = {
        collection: name,
        method,
        args: all.slice(0, -1),
        session: options.session,
        attempt: this.attempt,
      };
      this.calls.push(call);
      return this.answer(call);
    };
    const methods: Record<string, unknown> = { collectionName: name };
    for (const method of DRIVER_METHODS) {
      methods[method] = async (...all: unknown[]) => {
        const answer = record(method, all);
        if (answer instanceof Error) throw answer;
        return answer;
      };
    }
    methods['find'] = (...all: unknown[]) => ({
      toArray: async () => {
        const answer = record('find', all);
        if (answer instanceof Error) throw answer;
        return answer;
      },
    });
    return methods;
  }
}

/** What a replica set answers a transaction write that met a newer commit (recorded from MongoDB 7.0). */
export function writeConflict(): MongoServerError {
  return new MongoServerError({
    ok: 0,
    errmsg:
      'Write conflict during plan execution and yielding is disabled. :: Please retry your operation or multi-document transaction.',
    code: 112,
    codeName: 'WriteConflict',
    errorLabels: ['TransientTransactionError'],
  });
}

/** The driver's answers to a write that matched, or did not match, one document. */
export const updated = (matched: 0 | 1) => ({
  acknowledged: true,
  matchedCount: matched,
  modifiedCount: matched,
  upsertedCount: 0,
  upsertedId: null,
});
