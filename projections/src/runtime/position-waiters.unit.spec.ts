import { PositionWaiters } from './position-waiters';

describe('PositionWaiters', () => {
  it('answers a caller once its position is processed, and not before', async () => {
    const waiters = new PositionWaiters();
    let answer: boolean | undefined;
    const waiting = waiters.wait(5n, 10_000).then((reached) => (answer = reached));
    waiters.notify(4n);
    await Promise.resolve();
    expect(answer).toBeUndefined();
    waiters.notify(7n);
    await expect(waiting).resolves.toBe(true);
  });

  it('answers false when the time runs out or the runner stops', async () => {
    const waiters = new PositionWaiters();
    await expect(waiters.wait(1n, 10)).resolves.toBe(false);
    const stopped = waiters.wait(1n, 10_000);
    waiters.cancelAll();
    await expect(stopped).resolves.toBe(false);
    // A late notification must not resolve an answered caller a second time, nor throw.
    waiters.notify(1n);
  });
});
