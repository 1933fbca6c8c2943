import { readFileSync } from 'node:fs';

/** A process's resident memory now, in MB (Linux: /proc). */
export const residentMegabytes = (pid: number): number =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

/** Samples the server's resident memory every 100 ms while `work` runs; the peak in MB. */
export async function peakResidentMegabytes<T>(pid: number, work: () => Promise<T>): Promise<[T, number]> {
  const resident = () => residentMegabytes(pid);
  let peak = resident();
  const sampler = setInterval(() => (peak = Math.max(peak, resident())), 100);
  try {
    return [await work(), Math.max(peak, resident())];
  } finally {
    clearInterval(sampler);
  }
}
