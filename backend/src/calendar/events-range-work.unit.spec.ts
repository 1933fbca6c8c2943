import { HttpStatus } from '@nestjs/common';
import { EVENT_MESSAGES } from '@eventfold/contracts';
import { ServiceBusyException } from '../infrastructure/http/service-busy.exception';
import { TooManyRequestsException } from '../infrastructure/http/too-many-requests.exception';
import { EventsRangeWork } from './events-range-work';

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('EventsRangeWork', () => {
  it('computes at most `concurrency` ranges at once, however many are asked', async () => {
    const work = new EventsRangeWork({ concurrency: 2, maxWaiting: 100, maxPerUser: 100 });
    const release = gate();
    let running = 0;
    let peak = 0;
    const compute = async () => {
      running += 1;
      peak = Math.max(peak, running);
      await release.opened;
      running -= 1;
      return 'answer';
    };
    const answers = Array.from({ length: 20 }, (_, index) =>
      work.run(`user-${index % 3}`, `range-${index}`, compute),
    );
    await settle();
    expect(running).toBe(2);
    release.open();
    expect(await Promise.all(answers)).toEqual(Array(20).fill('answer'));
    expect(peak).toBe(2);
    expect(work.pending).toBe(0);
  });

  it('joins a computation of the same user, range and version instead of starting another', async () => {
    const work = new EventsRangeWork({ concurrency: 1, maxWaiting: 10, maxPerUser: 1 });
    const release = gate();
    let computed = 0;
    const compute = async () => {
      computed += 1;
      await release.opened;
      return `answer ${computed}`;
    };
    const first = work.run('ann', 'march|v1', compute);
    // Joined even though Ann may hold only one computation.
    const again = work.run('ann', 'march|v1', compute);
    const otherUser = work.run('bob', 'march|v1', compute);
    release.open();
    expect(await Promise.all([first, again, otherUser])).toEqual(['answer 1', 'answer 1', 'answer 2']);
    expect(computed).toBe(2);
  });

  it('refuses a user past their share with 429 and a message, others still get in', async () => {
    const work = new EventsRangeWork({ concurrency: 1, maxWaiting: 10, maxPerUser: 3 });
    const release = gate();
    const compute = () => release.opened.then(() => 'answer');
    const accepted = [1, 2, 3].map((n) => work.run('ann', `range-${n}`, compute));
    const refused = work.run('ann', 'range-4', compute);
    await expect(refused).rejects.toBeInstanceOf(TooManyRequestsException);
    const error = (await refused.catch((caught: unknown) => caught)) as TooManyRequestsException;
    expect(error.getStatus()).toBe(HttpStatus.TOO_MANY_REQUESTS);
    expect(error.getResponse()).toEqual({ message: EVENT_MESSAGES.rangesTooManyAtOnce });
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
    const bobs = work.run('bob', 'range-1', compute);
    release.open();
    expect(await Promise.all([...accepted, bobs])).toEqual(Array(4).fill('answer'));
    // Her share is free again once her computations are done.
    expect(await work.run('ann', 'range-5', async () => 'later')).toBe('later');
  });

  it('refuses with 503 once the line of all users is full, and lets the next in after it drains', async () => {
    const work = new EventsRangeWork({ concurrency: 1, maxWaiting: 2, maxPerUser: 10 });
    const release = gate();
    const compute = () => release.opened.then(() => 'answer');
    const accepted = ['ann', 'bob', 'cy'].map((user) => work.run(user, 'range', compute));
    await settle();
    await expect(work.run('dee', 'range', compute)).rejects.toBeInstanceOf(ServiceBusyException);
    release.open();
    expect(await Promise.all(accepted)).toEqual(['answer', 'answer', 'answer']);
    expect(await work.run('dee', 'range', compute)).toBe('answer');
    expect(work.pending).toBe(0);
  });

  it('frees the slot of a computation that failed, and the failure reaches every joined request', async () => {
    const work = new EventsRangeWork({ concurrency: 1, maxWaiting: 1, maxPerUser: 1 });
    const failing = () => Promise.reject(new Error('store down'));
    const first = work.run('ann', 'range', failing);
    const joined = work.run('ann', 'range', failing);
    await expect(first).rejects.toThrow('store down');
    await expect(joined).rejects.toThrow('store down');
    expect(await work.run('ann', 'range', async () => 'answer')).toBe('answer');
  });
});
