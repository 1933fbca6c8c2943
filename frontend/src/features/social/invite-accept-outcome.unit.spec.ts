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

  it('reports anything else as a failure', () => {
    expect(inviteAcceptFailedToast(new ApiError(500, 'boom')).title).toBe(SOCIAL_MESSAGES.acceptFailed);
    expect(inviteAcceptFailedToast('odd').title).toBe(SOCIAL_MESSAGES.acceptFailed);
  });
});
