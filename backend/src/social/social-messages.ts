import { SOCIAL_MESSAGES } from '@eventfold/contracts';

/** What the social calls answer when they refuse; the client shows these texts as they are. */
export const SOCIAL_ERRORS = {
  requestYourself: 'You cannot send a friend request to yourself.',
  alreadyFriends: 'You are already friends.',
  alreadyRequested: 'You have already sent a friend request to this user.',
  cannotRequest: 'You cannot send a friend request to this user.',
  noPendingRequest: 'There is no pending friend request from this user.',
  notFriends: 'You are not friends with this user.',
  userNotFound: 'User not found',
  blockYourself: 'You cannot block yourself.',
  alreadyBlocked: 'You have already blocked this user.',
  notBlocked: 'This user is not blocked.',
  inviteYourself: 'You cannot invite yourself.',
  /** Used, or withheld because of a block (which the answer must not reveal). */
  invalidInvite: `${SOCIAL_MESSAGES.invalidOrUsed} invitation link.`,
  inviteNotValid: SOCIAL_MESSAGES.inviteNotValid,
  ownInvite: SOCIAL_MESSAGES.ownInvite,
  commentNotFound: 'Comment not found',
  notYourComment: 'You can only delete your own comments.',
  onlyFriends: 'You can only invite friends',
  invitationNotFound: 'Invitation not found',
} as const;
