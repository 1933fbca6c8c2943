import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EmbeddedReadStore } from '../../infrastructure/read-store/embedded-read-store';
import { ScanBatches } from './scan-batches';

describe('scan batches in the shared read store', () => {
  let directory: string;
  let store: EmbeddedReadStore;

  beforeEach(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'eventfold-batches-'));
    store = await EmbeddedReadStore.open(directory);
  });
  afterEach(async () => {
    await store.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('counts a batch, names the running source and estimates from finished scans', async () => {
    const batches = new ScanBatches(store, 2);
    for (const scanId of ['a', 'b', 'c', 'd', 'e']) await batches.added('u1', scanId);
    await batches.added('u1', 'a');
    await batches.started('u1', 'a', 'First Avenue');
    await batches.finished('u1', 'a', 'success', 4000);
    await batches.started('u1', 'b', 'Bluebird Cafe');
    await batches.finished('u1', 'b', 'error', 2000);
    await batches.started('u1', 'c', 'Crow’s Nest');
    expect(await batches.status('u1')).toEqual({
      isActive: true,
      completed: 2,
      total: 5,
      successCount: 1,
      errorCount: 1,
      rateLimited: false,
      // Three left, two at a time, 3 s on average: two waves.
      estimatedTimeRemaining: 6000,
      currentSource: 'Crow’s Nest',
    });
    expect((await batches.status('u2')).total).toBe(0);
  });

  it('shows rate limiting and adds the provider’s wait to the estimate', async () => {
    const batches = new ScanBatches(store, 1);
    await batches.added('u1', 'a');
    await batches.started('u1', 'a', 'Venue');
    await batches.rateLimited('u1', 'a', 20_000);
    expect(await batches.status('u1')).toMatchObject({ rateLimited: true, estimatedTimeRemaining: 23_000 });
    await batches.rateLimited('u1', 'a', null);
    expect(await batches.status('u1')).toMatchObject({ rateLimited: false, estimatedTimeRemaining: 3000 });
  });

  it('keeps a finished batch visible until the next scan starts a new one', async () => {
    const batches = new ScanBatches(store, 4);
    await batches.added('u1', 'a');
    await batches.finished('u1', 'a', 'dropped', 10);
    expect(await batches.status('u1')).toMatchObject({
      isActive: false,
      completed: 1,
      total: 1,
      successCount: 0,
      errorCount: 0,
      estimatedTimeRemaining: null,
      currentSource: null,
    });
    await batches.added('u1', 'b');
    expect(await batches.status('u1')).toMatchObject({ isActive: true, completed: 0, total: 1 });
  });

  it('is one batch whichever instance adds, runs or reports its scans', async () => {
    const api = new ScanBatches(store, 4);
    const worker = new ScanBatches(store, 4);
    await api.added('u1', 'a');
    await api.added('u1', 'b');
    await worker.added('u1', 'a');
    await worker.started('u1', 'a', 'First Avenue');
    expect(await api.status('u1')).toMatchObject({ isActive: true, total: 2, currentSource: 'First Avenue' });
    await worker.finished('u1', 'a', 'success', 1000);
    await worker.finished('u1', 'a', 'success', 1000);
    await worker.finished('u1', 'b', 'error', 1000);
    expect(await api.status('u1')).toMatchObject({
      isActive: false,
      completed: 2,
      total: 2,
      successCount: 1,
      errorCount: 1,
      currentSource: null,
    });
  });
});
