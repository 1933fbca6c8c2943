import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const SALT_BYTES = 16;
const HASH_BYTES = 64;
/** 256 MiB: N=2^17 with r=8 needs 128 MiB (128·N·r bytes), above Node's 32 MiB default. */
const MAX_MEMORY = 256 * 1024 * 1024;
export const DEFAULT_LOG_N = 17;

function derive(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** logN, r, p, maxmem: MAX_MEMORY };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, HASH_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$<logN>$<r>$<p>$<salt b64>$<hash b64>`: the parameters travel with the hash, so raising the cost later keeps old hashes verifiable. */
export async function hashPassword(password: string, logN = DEFAULT_LOG_N): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, logN, 8, 1);
  return ['scrypt', logN, 8, 1, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [logN = NaN, r = NaN, p = NaN] = parts.slice(1, 4).map(Number);
  // Bounds keep a corrupted or hostile hash from asking for unbounded memory or time.
  if (![logN, r, p].every(Number.isInteger) || logN < 10 || r < 1 || p < 1 || p > 4) return false;
  if (128 * 2 ** logN * r > MAX_MEMORY) return false;
  const salt = Buffer.from(parts[4]!, 'base64');
  const expected = Buffer.from(parts[5]!, 'base64');
  if (expected.length !== HASH_BYTES) return false;
  const actual = await derive(password, salt, logN, r, p);
  return timingSafeEqual(actual, expected);
}
