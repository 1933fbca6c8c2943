import type { ReadStore } from '@eventfold/contracts';
import type { MongoClient } from 'mongodb';

export interface MongoConnection {
  client: MongoClient;
  databaseName: string;
}

/**
 * The MongoDB connection behind `readStore` (MongoReadStore.connection), or undefined for the embedded
 * store. Asked this way rather than with `instanceof MongoReadStore`, whose import would load the
 * MongoDB driver (~25 MB of memory) into servers that never use it.
 */
export function mongoConnectionOf(readStore: ReadStore): MongoConnection | undefined {
  return (readStore as Partial<{ connection: MongoConnection }>).connection;
}
