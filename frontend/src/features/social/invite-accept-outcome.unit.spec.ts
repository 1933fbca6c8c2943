import { describe, expect, it } from 'vitest';
import { SOCIAL_MESSAGES } from '@eventfold/contracts';
import { ApiError } from '../../lib/api-client';
import { inviteAcceptFailedToast, inviteAcceptedToast } from './invite-accept-outcome';

describe('invite acceptance toasts', () => {
  it('welcomes on success', () => {
    expect(inviteAcceptedToast().title).toBe(SOCIAL_MESSAGES.accepted);
  });

  it('reads "Invalid or already used" as already accepted', () => {
    const toast = inviteAcceptFailedToast(new ApiError(400, 'Invalid or already used invitation'));
    expect(toast).toMatchObject(SOCIAL_MESSAGES.alreadyAccepted);
  });

  it('says a token that never was one is invalid, not already accepted', () => {
    const toast = inviteAcceptFailedToast(new ApiError(400, SOCIAL_MESSAGES.inviteNotValid));
    expect(toast).toEqual({
      title: SOCIAL_MESSAGES.invalidInvitation,
      description: SOCIAL_MESSAGES.inviteNotValid,
      variant: 'warning',
    });
  });

  it('says an own link is one, with the server message', () => {
    const toast = inviteAcceptFailedToast(new ApiError(400, SOCIAL_MESSAGES.ownInvite));
    expect(toast).toMatchObject({
      title: SOCIAL_MESSAGES.ownInvitation,
      description: SOCIAL_MESSAGES.ownInvite,
    });
  });

  it('reports anything else as a failure', () => {
    expect(inviteAcceptFailedToast(new ApiError(500, 'boom')).title).toBe(SOCIAL_MESSAGES.acceptFailed);
    expect(inviteAcceptFailedToast('odd').title).toBe(SOCIAL_MESSAGES.acceptFailed);
  });
});
