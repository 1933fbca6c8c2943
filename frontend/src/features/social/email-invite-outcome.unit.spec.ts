import { describe, expect, it } from 'vitest';
import { SOCIAL_MESSAGES } from '@eventfold/contracts';
import { ApiError } from '../../lib/api-client';
import { emailInviteErrorToast, emailInviteToast } from './email-invite-outcome';

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

describe('emailInviteErrorToast', () => {
  it("shows the server's reason for a refused address, such as one's own", () => {
    const refused = new ApiError(
      400,
      'You cannot invite yourself.',
      '{"message":"You cannot invite yourself."}',
    );
    expect(emailInviteErrorToast(refused)).toEqual({
      title: 'Invitation not sent',
      description: 'You cannot invite yourself.',
      variant: 'destructive',
    });
  });

  it('keeps the generic failure for server errors and bodies that are no message', () => {
    const generic = { title: SOCIAL_MESSAGES.sendInvitationFailed, variant: 'destructive' };
    expect(emailInviteErrorToast(new ApiError(503, 'down', '{"message":"down"}'))).toEqual(generic);
    expect(emailInviteErrorToast(new ApiError(413, '<html>too big</html>', '<html>too big</html>'))).toEqual(
      generic,
    );
    expect(emailInviteErrorToast(new Error('offline'))).toEqual(generic);
  });
});
