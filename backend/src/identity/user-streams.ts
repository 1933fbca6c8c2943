import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@eventfold/contracts';
import { handleCommand, type CommandResult } from '../infrastructure/events/command-handling';
import { EventSerializer, type CommandContext } from '../infrastructure/events/event-serializer';
import { EMAIL_CLAIM_KEY, EVENT_STORE } from '../infrastructure/stores.tokens';
import type { ExternalProvider } from '@eventfold/contracts';
import { claimEmail } from './email-claim';
import { claimExternalIdentity, currentIdentityClaim } from './providers/external-identity-claim';
import { userDecider, userStreamId, type UserCommand, type UserEvent } from './user.decider';

/** The User aggregate's write side: every command handler of identity and settings goes through here. */
@Injectable()
export class UserStreams {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly serializer: EventSerializer,
    @Inject(EMAIL_CLAIM_KEY) private readonly emailClaimKey: Buffer,
  ) {}

  execute(userId: string, command: UserCommand, context: CommandContext): Promise<CommandResult<UserEvent>> {
    return handleCommand(this.deps(), userStreamId(userId), userDecider, command, context);
  }

  claimEmail(email: string, userId: string, context: CommandContext): Promise<void> {
    return claimEmail({ ...this.deps(), emailClaimKey: this.emailClaimKey }, email, userId, context);
  }

  currentIdentityClaim(provider: ExternalProvider, subject: string) {
    return currentIdentityClaim(this.deps(), provider, subject);
  }

  claimIdentity(
    provider: ExternalProvider,
    subject: string,
    userId: string,
    context: CommandContext,
    over: number | null = null,
  ): Promise<boolean> {
    return claimExternalIdentity(this.deps(), provider, subject, userId, context, over);
  }

  private deps() {
    return { eventStore: this.eventStore, serializer: this.serializer };
  }
}
