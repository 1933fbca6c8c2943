import { ServiceBusyException } from '../http/service-busy.exception';
import { TooManyRequestsException } from '../http/too-many-requests.exception';
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

  it('gives each owner its turns and keeps the lane within its weight', async () => {
    const work = new BoundedWork({
      concurrency: 1,
      maxWaiting: 8,
      perOwner: { jobs: 1, message: 'One at a time' },
      maxWeight: 100,
    });
    const release = gate();
    const job = async () => {
      await release.opened;
      return 'done';
    };
    const first = work.run(job, { id: 'ann', weight: 60 });
    const refused = work.run(job, { id: 'ann', weight: 1 });
    await expect(refused).rejects.toBeInstanceOf(TooManyRequestsException);
    await expect(refused).rejects.toMatchObject({ response: { message: 'One at a time' } });
    // Ben's turn is his own; Cat's image would take the lane past its weight.
    const second = work.run(job, { id: 'ben', weight: 40 });
    await expect(work.run(job, { id: 'cat', weight: 10 })).rejects.toBeInstanceOf(ServiceBusyException);
    release.open();
    expect(await Promise.all([first, second])).toEqual(['done', 'done']);
    expect(await work.run(job, { id: 'ann', weight: 100 })).toBe('done');
  });
});
