import { randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PROVIDER_MESSAGES, type ExternalProvider } from '@eventfold/contracts';
import { DomainError } from '../../infrastructure/events/domain-error';
import type { CommandContext } from '../../infrastructure/events/event-serializer';
import { ProjectionsService } from '../../infrastructure/events/projections.service';
import type { ProviderProfile } from '../user.decider';
import { UserStreams } from '../user-streams';
import { UsersQuery } from '../users.query';

export type ProviderSignInOutcome =
  | { kind: 'signed-in'; userId: string }
  /** A password account owns this verified e-mail: its password must be entered once to link. */
  | { kind: 'link-required'; email: string }
  | { kind: 'rejected'; message: string };

export const PROVIDER_LABEL: Record<ExternalProvider, string> = { google: 'Google', apple: 'Apple' };

/**
 * What a verified provider identity means for Eventfold: the account it is bound to, a new account,
 * or (for an address a password account already uses) a link that waits for that password. Never a
 * silent link: whoever controls an e-mail at a provider must not take over an account that way.
 */
@Injectable()
export class ProviderSignIn {
  constructor(
    private readonly streams: UserStreams,
    private readonly users: UsersQuery,
    private readonly projections: ProjectionsService,
  ) {}

  async signIn(profile: ProviderProfile, context: CommandContext): Promise<ProviderSignInOutcome> {
    const label = PROVIDER_LABEL[profile.provider];
    const claim = await this.streams.currentIdentityClaim(profile.provider, profile.subject);
    if (claim !== null && (await this.isLiveAccount(claim.userId))) {
      await this.run(claim.userId, { type: 'RecordProviderSignIn', provider: profile.provider }, context);
      return { kind: 'signed-in', userId: claim.userId };
    }
    if (profile.email === null) return { kind: 'rejected', message: PROVIDER_MESSAGES.emailMissing(label) };
    const existing = await this.users.findByEmail(profile.email);
    if (existing !== null) {
      return profile.emailVerified && existing.passwordHash !== null
        ? { kind: 'link-required', email: existing.email ?? profile.email }
        : { kind: 'rejected', message: PROVIDER_MESSAGES.emailInUse(label) };
    }
    return this.register(profile, claim?.revision ?? null, context);
  }

  /** The password was checked by the caller; binds the provider account to `userId` and signs in. */
  async link(profile: ProviderProfile, userId: string, context: CommandContext): Promise<void> {
    const claim = await this.streams.currentIdentityClaim(profile.provider, profile.subject);
    if (claim !== null && claim.userId !== userId && (await this.isLiveAccount(claim.userId)))
      throw new DomainError(PROVIDER_MESSAGES.alreadyLinkedElsewhere(PROVIDER_LABEL[profile.provider]), 409);
    const actor = { ...context, userId };
    if (claim?.userId !== userId) {
      const claimed = await this.streams.claimIdentity(
        profile.provider,
        profile.subject,
        userId,
        actor,
        claim?.revision ?? null,
      );
      if (!claimed)
        throw new DomainError(
          PROVIDER_MESSAGES.alreadyLinkedElsewhere(PROVIDER_LABEL[profile.provider]),
          409,
        );
    }
    await this.run(userId, { type: 'LinkExternalIdentity', profile }, actor);
  }

  /**
   * A claim whose account is gone, or whose personal data was erased (its e-mail reads as null), binds
   * nothing: the provider account may sign up afresh instead of entering an erased account.
   */
  private async isLiveAccount(userId: string): Promise<boolean> {
    const user = await this.users.findById(userId);
    return user !== null && user.email !== null;
  }

  private async register(
    profile: ProviderProfile,
    staleClaim: number | null,
    context: CommandContext,
  ): Promise<ProviderSignInOutcome> {
    const label = PROVIDER_LABEL[profile.provider];
    const userId = randomUUID();
    const actor = { ...context, userId };
    try {
      await this.streams.claimEmail(profile.email!, userId, actor);
    } catch (error) {
      if (error instanceof DomainError)
        return { kind: 'rejected', message: PROVIDER_MESSAGES.emailInUse(label) };
      throw error;
    }
    const claimed = await this.streams.claimIdentity(
      profile.provider,
      profile.subject,
      userId,
      actor,
      staleClaim,
    );
    // A second tab won the race for this provider account; its account is the one to use.
    if (!claimed) return { kind: 'rejected', message: PROVIDER_MESSAGES.failed(label) };
    await this.run(
      userId,
      { type: 'RegisterWithProvider', userId, profile, inviteCode: randomBytes(9).toString('base64url') },
      actor,
    );
    return { kind: 'signed-in', userId };
  }

  private async run(
    userId: string,
    command: Parameters<UserStreams['execute']>[1],
    context: CommandContext,
  ): Promise<void> {
    const { position } = await this.streams.execute(userId, command, { ...context, userId });
    await this.projections.waitFor(position);
  }
}
