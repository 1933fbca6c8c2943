import { describe, expect, it } from 'vitest';
import { SOCIAL_MESSAGES } from '@eventfold/contracts';
import { emptySelectionToast, invitationsSentToast, toggleSelected } from './event-invite-selection';

describe('event invitation selection', () => {
  it('toggles a friend in and out', () => {
    const once = toggleSelected(new Set(), 'a');
    expect([...once]).toEqual(['a']);
    expect([...toggleSelected(once, 'a')]).toEqual([]);
  });

  it('needs at least one friend', () => {
    expect(emptySelectionToast(new Set())).toMatchObject(SOCIAL_MESSAGES.noFriendsSelected);
    expect(emptySelectionToast(new Set(['a']))).toBeNull();
  });

  it('counts the invited friends', () => {
    expect(invitationsSentToast(1).description).toContain('1 friend ');
    expect(invitationsSentToast(3).description).toContain('3 friends');
  });
});
