import { PoliteScheduler, type HostTurns } from './polite-scheduler';

/** A task that runs until released, noting when it starts. */
function gate(started: string[], name: string) {
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return {
    open,
    task: async () => {
      started.push(name);
      await opened;
      return name;
    },
  };
}

/** Lets every pending promise callback run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('PoliteScheduler', () => {
  it('runs one request at a time per host, and others hosts’ beside it', async () => {
    const scheduler = new PoliteScheduler({ perHostDelayMs: 0, concurrency: 8 });
    const started: string[] = [];
    const a1 = gate(started, 'a1');
    const a2 = gate(started, 'a2');
    const b1 = gate(started, 'b1');
    const runs = [scheduler.run('a', a1.task), scheduler.run('a', a2.task), scheduler.run('b', b1.task)];
    await settle();
    expect(started).toEqual(['a1', 'b1']);
    a1.open();
    await settle();
    await settle();
    expect(started).toEqual(['a1', 'b1', 'a2']);
    a2.open();
    b1.open();
    await expect(Promise.all(runs)).resolves.toEqual(['a1', 'a2', 'b1']);
  });

  it('keeps at most `concurrency` requests in flight across hosts', async () => {
    const scheduler = new PoliteScheduler({ perHostDelayMs: 0, concurrency: 2 });
    const started: string[] = [];
    const gates = ['a', 'b', 'c'].map((host) => ({ host, ...gate(started, host) }));
    const runs = gates.map(({ host, task }) => scheduler.run(host, task));
    await settle();
    expect(started).toEqual(['a', 'b']);
    gates[0]!.open();
    await settle();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    gates.forEach(({ open }) => open());
    await Promise.all(runs);
  });

  it('takes the shared turn before a request and ends it with the pause, even when the request fails', async () => {
    const calls: string[] = [];
    const turns: HostTurns = {
      take: async (host) => {
        calls.push(`take ${host}`);
        return { done: async (delayMs) => void calls.push(`done ${host} ${delayMs}`) };
      },
    };
    const scheduler = new PoliteScheduler({ perHostDelayMs: 0, hostTurns: turns });
    await expect(
      scheduler.run('a', async () => {
        calls.push('fetch a');
        throw new Error('connection reset');
      }),
    ).rejects.toThrow('connection reset');
    expect(calls).toEqual(['take a', 'fetch a', 'done a 0']);
  });

  it('answers the request when the shared store cannot record the end of the turn', async () => {
    const turns: HostTurns = {
      take: async () => ({
        done: async () => {
          throw new Error('read store unreachable');
        },
      }),
    };
    const scheduler = new PoliteScheduler({ perHostDelayMs: 0, hostTurns: turns });
    await expect(scheduler.run('a', async () => 'page')).resolves.toBe('page');
  });
});
