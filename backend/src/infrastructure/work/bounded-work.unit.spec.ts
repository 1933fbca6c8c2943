import { ServiceBusyException } from '../http/service-busy.exception';
import { BoundedWork } from './bounded-work';

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('BoundedWork', () => {
  it('runs at most `concurrency` jobs, queues up to `maxWaiting`, and refuses the next with 503', async () => {
    const work = new BoundedWork({ concurrency: 2, maxWaiting: 3 });
    const release = gate();
    let running = 0;
    let peak = 0;
    const job = async () => {
      running += 1;
      peak = Math.max(peak, running);
      await release.opened;
      running -= 1;
      return 'done';
    };
    const accepted = Array.from({ length: 5 }, () => work.run(job));
    await new Promise((resolve) => setImmediate(resolve));
    expect(work.waiting).toBe(3);
    await expect(work.run(job)).rejects.toBeInstanceOf(ServiceBusyException);
    release.open();
    expect(await Promise.all(accepted)).toEqual(['done', 'done', 'done', 'done', 'done']);
    expect(peak).toBe(2);
    expect(await work.run(job)).toBe('done');
  });
});
