import { Injectable } from '@nestjs/common';
import type { AuditUser } from '@eventfold/contracts';
import type { UserDocument } from '@eventfold/projections';
import { ProjectionsService } from '../infrastructure/events/projections.service';

const MAX_RESULTS = 50;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function toAuditUser(user: UserDocument): AuditUser {
  const fullName = [user.firstName, user.lastName].filter((part) => part !== null).join(' ');
  return { id: user._id, email: user.email ?? '', name: user.name ?? fullName, createdAt: user.createdAt };
}

/** Finds accounts for auditors, in the users read model (erased accounts are gone from it). */
@Injectable()
export class AuditUsersQuery {
  constructor(private readonly projections: ProjectionsService) {}

  /** By exact id, or by a part of the e-mail address or name (case-insensitive); newest first. */
  async search(query: string): Promise<AuditUser[]> {
    const users = this.projections.collection<UserDocument>('users');
    const text = query.trim();
    const filter =
      text === ''
        ? {}
        : {
            $or: [
              { _id: text },
              { emailNormalized: { $regex: escapeRegExp(text.toLowerCase()) } },
              { name: { $regex: escapeRegExp(text), $options: 'i' } },
              { firstName: { $regex: escapeRegExp(text), $options: 'i' } },
              { lastName: { $regex: escapeRegExp(text), $options: 'i' } },
            ],
          };
    const found = await users.find(filter, { sort: { createdAt: -1 }, limit: MAX_RESULTS });
    return found.map(toAuditUser);
  }

  async byId(userId: string): Promise<AuditUser | null> {
    const user = await this.projections.collection<UserDocument>('users').findOne({ _id: userId });
    return user === null ? null : toAuditUser(user);
  }
}
