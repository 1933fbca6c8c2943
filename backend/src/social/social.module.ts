import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { IdentityModule } from '../identity/identity.module';
import { MailModule } from '../infrastructure/mail/mail.module';
import { EventInvitationsHttpController } from './event-invitations/event-invitations.http.controller';
import { EventInvitationsQuery } from './event-invitations/event-invitations.query';
import { InviteFriendsToEventHandler } from './event-invitations/invite-friends-to-event.handler';
import { RespondToEventInvitationHandler } from './event-invitations/respond-event-invitation.handler';
import { ActivityQuery } from './friends/activity.query';
import { BlockUserHandler } from './friends/block-user.handler';
import { BlocksHttpController } from './friends/blocks.http.controller';
import { ChangeFriendshipHandler } from './friends/change-friendship.handler';
import { FriendsHttpController } from './friends/friends.http.controller';
import { FriendsQuery } from './friends/friends.query';
import { RequestFriendHandler } from './friends/request-friend.handler';
import { UnblockUserHandler } from './friends/unblock-user.handler';
import { AcceptInviteHandler } from './invites/accept-invite.handler';
import { CreateInviteHandler } from './invites/create-invite.handler';
import { EmailInvitations } from './invites/email-invitations';
import { InvitesHttpController } from './invites/invites.http.controller';
import { MarkNotificationsReadHandler } from './notifications/mark-notifications-read.handler';
import { NotificationsHttpController } from './notifications/notifications.http.controller';
import { NotificationsQuery } from './notifications/notifications.query';
import { PublicUsers } from './public-users';
import { CommentsQuery } from './reactions/comments.query';
import { DeleteCommentHandler } from './reactions/delete-comment.handler';
import { EventAccess } from './reactions/event-access';
import { EventReactionsHttpController } from './reactions/event-reactions.http.controller';
import { LikesQuery } from './reactions/likes.query';
import { PostCommentHandler } from './reactions/post-comment.handler';
import { SetLikeHandler } from './reactions/set-like.handler';
import { SocialDataHttpController } from './reactions/social-data.http.controller';
import { SocialDataQuery } from './reactions/social-data.query';
import { SharedEvents } from './shared-events';
import { SocialStreams } from './social-streams';

/**
 * Friends, blocks, invitations, likes, comments, event invitations and notifications. Imported before
 * the calendar module so that its /api/events/social-data route is matched before /api/events/:id.
 */
@Module({
  imports: [CqrsModule, IdentityModule, MailModule],
  controllers: [
    SocialDataHttpController,
    FriendsHttpController,
    BlocksHttpController,
    InvitesHttpController,
    EventReactionsHttpController,
    EventInvitationsHttpController,
    NotificationsHttpController,
  ],
  providers: [
    SocialStreams,
    PublicUsers,
    FriendsQuery,
    SharedEvents,
    ActivityQuery,
    EventAccess,
    LikesQuery,
    CommentsQuery,
    SocialDataQuery,
    NotificationsQuery,
    EmailInvitations,
    RequestFriendHandler,
    ChangeFriendshipHandler,
    BlockUserHandler,
    UnblockUserHandler,
    CreateInviteHandler,
    AcceptInviteHandler,
    SetLikeHandler,
    PostCommentHandler,
    DeleteCommentHandler,
    InviteFriendsToEventHandler,
    EventInvitationsQuery,
    RespondToEventInvitationHandler,
    MarkNotificationsReadHandler,
  ],
  exports: [FriendsQuery, PublicUsers, SharedEvents],
})
export class SocialModule {}
