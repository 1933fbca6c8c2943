import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { SOCIAL_MESSAGES, type EmailInviteResponse } from '@eventfold/contracts';
import type { UserDocument } from '@eventfold/projections';
import { DomainError } from '../../infrastructure/events/domain-error';
import type { CommandContext } from '../../infrastructure/events/event-serializer';
import { ProjectionsService } from '../../infrastructure/events/projections.service';
import { Mailer } from '../../infrastructure/mail/mailer';
import { UsersQuery } from '../../identity/users.query';
import { FriendsQuery } from '../friends/friends.query';
import { RequestFriend } from '../friends/request-friend.handler';
import { lastPosition } from '../social-streams';
import { SOCIAL_ERRORS } from '../social-messages';
import { CreateInvite } from './create-invite.handler';
import { inviteEmail } from './invite-email';
import { inviteLink } from './invite-token';

function displayName(user: UserDocument | null): string {
  const full = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  return user?.name || full || 'A friend';
}

/** POST /api/email-invite: a link always; a friend request too when the address has an account; the e-mail when it can. */
@Injectable()
export class EmailInvitations {
  constructor(
    private readonly commands: CommandBus,
    private readonly projections: ProjectionsService,
    private readonly users: UsersQuery,
    private readonly friends: FriendsQuery,
    private readonly mailer: Mailer,
  ) {}

  async invite(
    userId: string,
    email: string,
    origin: string,
    context: CommandContext,
  ): Promise<EmailInviteResponse> {
    const [inviter, existing] = await Promise.all([
      this.users.findById(userId),
      this.users.findByEmail(email),
    ]);
    if (existing?._id === userId) throw new DomainError(SOCIAL_ERRORS.inviteYourself, 400);
    const { token, position } = await this.commands.execute(new CreateInvite(userId, email, context));
    const link = inviteLink(origin, token);
    // Someone who blocked the inviter, or whom the inviter blocked, gets neither a request nor mail.
    const hidden = existing !== null && (await this.friends.isHiddenFrom(userId, existing._id));
    const requested =
      existing === null || hidden ? null : await this.requestFriend(userId, existing._id, context);
    await this.projections.waitFor(lastPosition(position, requested));
    const emailSent = !hidden && (await this.mailer.send(inviteEmail(email, displayName(inviter), link)));
    return {
      success: true,
      inviteLink: link,
      emailSent,
      message: emailSent ? 'Invitation sent' : SOCIAL_MESSAGES.inviteLinkCreated,
    };
  }

  /** Already friends or already asked: the invitation still goes out, the request is simply not repeated. */
  private async requestFriend(
    userId: string,
    addresseeId: string,
    context: CommandContext,
  ): Promise<bigint | null> {
    try {
      const { position } = await this.commands.execute(new RequestFriend(userId, addresseeId, context));
      return position;
    } catch (error) {
      if (error instanceof DomainError) return null;
      throw error;
    }
  }
}
