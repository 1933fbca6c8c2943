import { Injectable } from '@nestjs/common';
import { normaliseEmail, REMIND_BEFORE_DEFAULT, type CurrentUser } from '@eventfold/contracts';
import type { UserDocument } from '@eventfold/projections';
import { ProjectionsService } from '../infrastructure/events/projections.service';

/** Reads accounts from the `users` read model only; the write side never consults it. */
@Injectable()
export class UsersQuery {
  constructor(private readonly projections: ProjectionsService) {}

  findById(userId: string): Promise<UserDocument | null> {
    return this.projections.collection<UserDocument>('users').findOne({ _id: userId });
  }

  findByEmail(email: string): Promise<UserDocument | null> {
    return this.projections
      .collection<UserDocument>('users')
      .findOne({ emailNormalized: normaliseEmail(email) });
  }
}

/** The current-user answer: the read model without its internals (password hash, positions, avatar id). */
export function toCurrentUser(user: UserDocument): CurrentUser {
  return {
    id: user._id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    name: user.name,
    profileImageUrl: user.profileImageUrl,
    emailVerified: user.emailVerified,
    authProvider: user.authProvider,
    zipCode: user.zipCode,
    timezone: user.timezone,
    preferredRadius: user.preferredRadius,
    favoriteCategories: user.favoriteCategories,
    rsvpVisibility: user.rsvpVisibility,
    notifyByEmail: user.notifyByEmail,
    remindBeforeMinutes: user.remindBeforeMinutes ?? REMIND_BEFORE_DEFAULT,
    interests: user.interests,
    onboardingCompleted: user.onboardingCompleted,
    inviteCode: user.inviteCode,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
    shareLikes: user.shareLikes,
    shareComments: user.shareComments,
    shareFavorites: user.shareFavorites,
    notifyOnLike: user.notifyOnLike,
    notifyOnComment: user.notifyOnComment,
    notifyOnFavorite: user.notifyOnFavorite,
  };
}
