import { describe, expect, it } from 'vitest';
import { SOCIAL_MESSAGES } from '@eventfold/contracts';
import { emailInviteToast } from './email-invite-outcome';

const answer = { success: true, inviteLink: 'http://x/?ref=t', emailSent: true, message: 'Invitation sent' };

describe('emailInviteToast', () => {
  it('confirms a sent e-mail without repeating the title', () => {
    expect(emailInviteToast(answer)).toEqual({ title: 'Invitation sent', variant: 'success' });
  });

  it('says "Invite link created" when no e-mail went out', () => {
    const toast = emailInviteToast({
      ...answer,
      emailSent: false,
      message: SOCIAL_MESSAGES.inviteLinkCreated,
    });
    expect(toast).toEqual({ title: SOCIAL_MESSAGES.inviteLinkCreated, variant: 'warning' });
  });

  it('reports an invitation that was not created, with the reason', () => {
    const toast = emailInviteToast({ ...answer, success: false, message: 'Blocked' });
    expect(toast).toEqual({
      title: SOCIAL_MESSAGES.createInvitationFailed,
      description: 'Blocked',
      variant: 'destructive',
    });
  });
});
