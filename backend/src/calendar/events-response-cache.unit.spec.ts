import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { bodyOf } from '../infrastructure/web/body-parts';
import { EventsResponseCache } from './events-response-cache';

const MB = 1024 * 1024;

function counting(bytes: number) {
  const compute = jest.fn(async () => bodyOf([Buffer.alloc(bytes, 'x')]));
  return compute;
}

describe('EventsResponseCache', () => {
  it('keeps an answer from the second ask of its range under one version', async () => {
    const cache = new EventsResponseCache({ eventsCacheMaxBytes: 4 * MB });
    const compute = counting(1000);
    await cache.get('u1', 'june', 'v1', 'identity', compute);
    expect(cache.size).toBe(0);
    await cache.get('u1', 'june', 'v1', 'identity', compute);
    expect(cache.size).toBeGreaterThan(1000);
    await cache.get('u1', 'june', 'v1', 'identity', compute);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('answers the parts as computed the first time, joined into one once kept, compressed on demand', async () => {
    const cache = new EventsResponseCache({ eventsCacheMaxBytes: 4 * MB });
    const parts = Array.from({ length: 500 }, (_, index) => Buffer.from(`{"n":${index}},`));
    const compute = async () => bodyOf(parts);
    const first = await cache.get('u1', 'june', 'v1', 'identity', compute);
    expect(first.body.parts).toBe(parts);
    const kept = await cache.get('u1', 'june', 'v1', 'identity', compute);
    expect(kept.body.parts).toHaveLength(1);
    expect(kept.body.parts[0]!.equals(Buffer.concat(parts))).toBe(true);
    const gzipped = await cache.get('u1', 'june', 'v1', 'gzip', compute);
    expect(gzipped.encoding).toBe('gzip');
    expect(gunzipSync(gzipped.body.parts[0]!).equals(Buffer.concat(parts))).toBe(true);
  });

  it('compresses a fresh answer for speed and a kept one, sent again, for size', async () => {
    const cache = new EventsResponseCache({ eventsCacheMaxBytes: 4 * MB });
    const parts = Array.from({ length: 2000 }, (_, index) =>
      Buffer.from(
        `{"id":"${(index * 7919).toString(36)}","title":"Show ${index}","location":"Stage ${index % 7}","startDate":"2026-06-${String((index % 30) + 1).padStart(2, '0')}T${String(index % 24).padStart(2, '0')}:00:00.000Z"},`,
      ),
    );
    const compute = async () => bodyOf(parts);
    const fresh = await cache.get('u1', 'june', 'v1', 'br', compute);
    const kept = await cache.get('u1', 'june', 'v1', 'br', compute);
    for (const answer of [fresh, kept]) {
      expect(answer.encoding).toBe('br');
      expect(brotliDecompressSync(answer.body.parts[0]!).equals(Buffer.concat(parts))).toBe(true);
    }
    expect(kept.body.byteLength).toBeLessThan(fresh.body.byteLength);
  });

  it('counts an ask under an older version as none', async () => {
    const cache = new EventsResponseCache({ eventsCacheMaxBytes: 4 * MB });
    const compute = counting(1000);
    await cache.get('u1', 'june', 'v1', 'identity', compute);
    await cache.get('u1', 'june', 'v2', 'identity', compute);
    expect(cache.size).toBe(0);
    await cache.get('u1', 'june', 'v2', 'identity', compute);
    expect(cache.size).toBeGreaterThan(1000);
  });

  it('never holds more than its bound, however many ranges are asked twice', async () => {
    const cache = new EventsResponseCache({ eventsCacheMaxBytes: 1 * MB });
    for (let range = 0; range < 50; range++) {
      for (const _ask of [1, 2]) await cache.get('u1', `r${range}`, 'v1', 'identity', counting(100_000));
    }
    expect(cache.size).toBeLessThanOrEqual(1 * MB);
    expect(cache.size).toBeGreaterThan(0.5 * MB);
  });

  it('drops a user’s answers when that user’s version changes, no one else’s', async () => {
    const cache = new EventsResponseCache({ eventsCacheMaxBytes: 4 * MB });
    for (const user of ['u1', 'u2'])
      for (const _ask of [1, 2]) await cache.get(user, 'june', 'v1', 'identity', counting(1000));
    const both = cache.size;
    for (const _ask of [1, 2]) await cache.get('u1', 'july', 'v2', 'identity', counting(1000));
    expect(cache.size).toBe(both);
  });
});
