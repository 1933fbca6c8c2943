import { randomUUID } from 'node:crypto';
import { type Browser, type Page, expect } from '@playwright/test';
import { createEventThroughApi, signedInWithVenue } from './calendar';

/** The signed-in user's id, as the API knows it. */
export async function currentUserId(page: Page): Promise<string> {
  const response = await page.request.get('/api/auth/user');
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

/**
 * A friend-invite link made by `inviter` for an address nobody uses (an existing user's address
 * would also send them a friend request, which tests about the link must not depend on).
 */
export async function friendInviteLink(inviter: Page): Promise<{ link: string; token: string }> {
  const response = await inviter.request.post('/api/email-invite', {
    data: { email: `friend-${randomUUID().slice(0, 8)}@example.com` },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  const link = ((await response.json()) as { inviteLink: string }).inviteLink;
  const token = new URL(link).searchParams.get('ref');
  expect(token, link).toBeTruthy();
  return { link, token: token! };
}

/** Makes the two signed-in users friends through the invite API; answers their ids. */
export async function befriend(
  inviter: Page,
  invitee: Page,
): Promise<{ inviterId: string; inviteeId: string }> {
  const { token } = await friendInviteLink(inviter);
  const accepted = await invitee.request.post('/api/invites/accept', { data: { token } });
  expect(accepted.status(), await accepted.text()).toBeLessThan(300);
  return { inviterId: await currentUserId(inviter), inviteeId: await currentUserId(invitee) };
}

export async function inviteToEventThroughApi(page: Page, eventId: string, friendIds: string[]) {
  const response = await page.request.post(`/api/events/${eventId}/invite`, { data: { friendIds } });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

/** The owner's event, with a friend (in a page of their own) invited to it. */
export async function eventWithInvitedFriend(
  browser: Browser,
  page: Page,
  fields: Parameters<typeof createEventThroughApi>[1],
  image?: Buffer,
) {
  const host = await signedInWithVenue(page);
  const friendContext = await browser.newContext();
  const friendPage = await friendContext.newPage();
  await signedInWithVenue(friendPage);
  const { inviteeId } = await befriend(page, friendPage);
  const event = await createEventThroughApi(page, fields, image);
  await inviteToEventThroughApi(page, event.id, [inviteeId]);
  return { host, event, friendPage, friendContext };
}
