import { OwnerTurns } from './owner-turns';

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

/** Jobs that record when they start and end only when the test opens them. */
function recorder() {
  const started: string[] = [];
  const gates = new Map<string, ReturnType<typeof gate>>();
  const job = (name: string) => async () => {
    started.push(name);
    const own = gate();
    gates.set(name, own);
    await own.opened;
    return name;
  };
  const finish = async (name: string) => {
    gates.get(name)!.open();
    await settled();
  };
  return { started, job, finish };
}

describe('OwnerTurns', () => {
  it("takes owners in turns: another owner's job runs after at most one of the first owner's", async () => {
    const turns = new OwnerTurns({ concurrency: 1, perOwner: 1 });
    const { started, job, finish } = recorder();
    const done = [1, 2, 3, 4, 5].map((n) => turns.add('a', job(`a${n}`)));
    done.push(turns.add('b', job('b1')), turns.add('b', job('b2')));
    await settled();
    for (const name of ['a1', 'b1', 'a2', 'b2', 'a3', 'a4', 'a5']) await finish(name);
    expect(started).toEqual(['a1', 'b1', 'a2', 'b2', 'a3', 'a4', 'a5']);
    expect(await Promise.all(done)).toHaveLength(7);
    expect(turns.waiting).toBe(0);
  });

  it('runs at most perOwner of one owner at once, leaving the other places to the others', async () => {
    const turns = new OwnerTurns({ concurrency: 4, perOwner: 2 });
    const { started, job, finish } = recorder();
    for (let n = 1; n <= 8; n += 1) void turns.add('a', job(`a${n}`));
    await settled();
    expect(started).toEqual(['a1', 'a2']);
    expect(turns.waiting).toBe(6);
    void turns.add('b', job('b1'));
    void turns.add('c', job('c1'));
    await settled();
    expect(started).toEqual(['a1', 'a2', 'b1', 'c1']);
    // A place freed by one owner goes to that owner's next job when nobody else waits.
    await finish('a1');
    expect(started).toEqual(['a1', 'a2', 'b1', 'c1', 'a3']);
    await finish('b1');
    expect(started).toHaveLength(5);
    await finish('a2');
    expect(started.at(-1)).toBe('a4');
  });

  it("counts a job's budget from its start, not from when it was queued", async () => {
    jest.useFakeTimers();
    try {
      const turns = new OwnerTurns({ concurrency: 1, perOwner: 1, budgetMs: 1000 });
      const signals: AbortSignal[] = [];
      const first = gate();
      const second = gate();
      void turns.add('a', async (signal) => {
        signals.push(signal!);
        await first.opened;
      });
      void turns.add('b', async (signal) => {
        signals.push(signal!);
        await second.opened;
      });
      // The first job outlasts its budget while the second waits its turn.
      await jest.advanceTimersByTimeAsync(1500);
      expect(signals).toHaveLength(1);
      expect(signals[0]!.aborted).toBe(true);
      first.open();
      await jest.advanceTimersByTimeAsync(0);
      expect(signals).toHaveLength(2);
      expect(signals[1]!.aborted).toBe(false);
      await jest.advanceTimersByTimeAsync(999);
      expect(signals[1]!.aborted).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(signals[1]!.aborted).toBe(true);
      second.open();
    } finally {
      jest.useRealTimers();
    }
  });
});
