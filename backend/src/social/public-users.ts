import { Injectable } from '@nestjs/common';
import type { PublicUser } from '@eventfold/contracts';
import type { UserDocument } from '@eventfold/projections';
import { ProjectionsService } from '../infrastructure/events/projections.service';

export function toPublicUser(user: UserDocument): PublicUser {
  return {
    id: user._id,
    name: user.name,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
  };
}

export const DELETED_USER_NAME = 'Deleted user';
/** What a comment by an erased account shows: its text was theirs and went with them. */
export const ERASED_COMMENT_TEXT = 'Comment removed with its author’s account.';

/** An account that is gone (erased, or not yet projected) shows as "Deleted user", never as a crash. */
function unknownUser(id: string): PublicUser {
  return { id, name: DELETED_USER_NAME, firstName: DELETED_USER_NAME, lastName: null, profileImageUrl: null };
}

/** How users appear to one another: one read of the `users` read model for a whole list. */
@Injectable()
export class PublicUsers {
  constructor(private readonly projections: ProjectionsService) {}

  async byIds(ids: readonly string[]): Promise<(id: string) => PublicUser> {
    const unique = [...new Set(ids)];
    const users =
      unique.length === 0
        ? []
        : await this.projections.collection<UserDocument>('users').find({ _id: { $in: unique } });
    const found = new Map(users.map((user) => [user._id, toPublicUser(user)]));
    return (id) => found.get(id) ?? unknownUser(id);
  }

  async flags(ids: readonly string[]): Promise<Map<string, UserDocument>> {
    if (ids.length === 0) return new Map();
    const users = await this.projections.collection<UserDocument>('users').find({ _id: { $in: [...ids] } });
    return new Map(users.map((user) => [user._id, user]));
  }

  async exists(id: string): Promise<boolean> {
    return (await this.projections.collection<UserDocument>('users').countDocuments({ _id: id })) > 0;
  }
}
