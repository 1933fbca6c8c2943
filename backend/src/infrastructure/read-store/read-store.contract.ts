import { randomBytes } from 'node:crypto';
import type { ReadCollection, ReadDocument, ReadStore } from '@eventfold/contracts';
import { describeAdministrationContract } from './read-store-administration.contract';
import { describeDocumentContract } from './read-store-documents.contract';
import { describeIndexContract } from './read-store-indexes.contract';
import { describeGeoContract } from './read-store-geo.contract';
import { describeQueryContract } from './read-store-queries.contract';
import { describeTransactionContract } from './read-store-transactions.contract';
import { describeUpdateContract } from './read-store-updates.contract';
import { describeUpsertContract } from './read-store-upserts.contract';

export interface ContractContext {
  store(): ReadStore;
  /** A collection no other test (or other run against a shared server) uses. */
  fresh<T extends ReadDocument = ReadDocument>(label: string): ReadCollection<T>;
  freshName(label: string): string;
}

/**
 * The behaviour every read store adapter must share, written against the port only so that it runs
 * unchanged against a real MongoDB. Each test works in its own collection, and the suite drops what it
 * created, so runs may share a server.
 */
export function describeReadStoreContract(
  name: string,
  create: () => Promise<{ store: ReadStore; cleanup(): Promise<void> }>,
): void {
  describe(`read store contract: ${name}`, () => {
    const runId = `rs${randomBytes(4).toString('hex')}`;
    const created: string[] = [];
    let opened: { store: ReadStore; cleanup(): Promise<void> } | undefined;

    beforeAll(async () => {
      opened = await create();
    });

    afterAll(async () => {
      if (opened === undefined) return;
      for (const collection of created) await opened.store.dropCollection(collection);
      await opened.cleanup();
    });

    const context: ContractContext = {
      store: () => {
        if (opened === undefined) throw new Error('The read store under test did not open');
        return opened.store;
      },
      freshName: (label) => {
        const collection = `${runId}_${label}_${created.length}`;
        created.push(collection);
        return collection;
      },
      fresh: (label) => context.store().collection(context.freshName(label)),
    };

    describeQueryContract(context);
    describeDocumentContract(context);
    describeUpdateContract(context);
    describeUpsertContract(context);
    describeIndexContract(context);
    describeGeoContract(context);
    describeAdministrationContract(context);
    describeTransactionContract(context);
  });
}
