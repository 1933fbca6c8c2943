import { ScanBatches } from './scan-batches';

describe('scan batches', () => {
  it('counts a batch, names the running source and estimates from finished scans', () => {
    const batches = new ScanBatches(2);
    for (const scanId of ['a', 'b', 'c', 'd', 'e']) batches.added('u1', scanId);
    batches.added('u1', 'a');
    batches.started('u1', 'a', 'First Avenue');
    batches.finished('u1', 'a', 'success', 4000);
    batches.started('u1', 'b', 'Bluebird Cafe');
    batches.finished('u1', 'b', 'error', 2000);
    batches.started('u1', 'c', 'Crow’s Nest');
    expect(batches.status('u1')).toEqual({
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
    expect(batches.status('u2').total).toBe(0);
  });

  it('shows rate limiting and adds the provider’s wait to the estimate', () => {
    const batches = new ScanBatches(1);
    batches.added('u1', 'a');
    batches.started('u1', 'a', 'Venue');
    batches.rateLimited('u1', 'a', 20_000);
    expect(batches.status('u1')).toMatchObject({ rateLimited: true, estimatedTimeRemaining: 23_000 });
    batches.rateLimited('u1', 'a', null);
    expect(batches.status('u1')).toMatchObject({ rateLimited: false, estimatedTimeRemaining: 3000 });
  });

  it('keeps a finished batch visible until the next scan starts a new one', () => {
    const batches = new ScanBatches(4);
    batches.added('u1', 'a');
    batches.finished('u1', 'a', 'dropped', 10);
    expect(batches.status('u1')).toMatchObject({
      isActive: false,
      completed: 1,
      total: 1,
      successCount: 0,
      errorCount: 0,
      estimatedTimeRemaining: null,
      currentSource: null,
    });
    batches.added('u1', 'b');
    expect(batches.status('u1')).toMatchObject({ isActive: true, completed: 0, total: 1 });
  });
});
