import { hashPassword, verifyPassword } from './password-hashing';

describe('password hashing', () => {
  it('hashes with scrypt N=2^17, r=8, p=1 by default and verifies with the stored parameters', async () => {
    const hash = await hashPassword('correct horse 1!');
    const [scheme, logN, r, p, salt, key] = hash.split('$');
    expect([scheme, logN, r, p]).toEqual(['scrypt', '17', '8', '1']);
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64')).toHaveLength(64);
    expect(await verifyPassword('correct horse 1!', hash)).toBe(true);
    expect(await verifyPassword('correct horse 2!', hash)).toBe(false);
  });

  it('verifies a cheaper hash by its own parameters', async () => {
    const hash = await hashPassword('password1', 10);
    expect(hash.startsWith('scrypt$10$8$1$')).toBe(true);
    expect(await verifyPassword('password1', hash)).toBe(true);
  });

  it('gives two hashes of one password different salts', async () => {
    expect(await hashPassword('password1', 10)).not.toEqual(await hashPassword('password1', 10));
  });

  it('rejects malformed or excessive hashes without computing them', async () => {
    expect(await verifyPassword('x', 'not a hash')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$30$8$1$c2FsdA==$aGFzaA==')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$10$8$1$c2FsdA==$aGFzaA==')).toBe(false);
  });
});
