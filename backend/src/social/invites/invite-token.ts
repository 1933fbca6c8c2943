import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: the link is the only place the token ever exists in the clear. */
export function newInviteToken(): string {
  return randomBytes(32).toString('base64url');
}

export function inviteTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function inviteLink(origin: string, token: string): string {
  return `${origin}/?ref=${encodeURIComponent(token)}`;
}
