import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PatchSharingPreferences } from '@eventfold/contracts';
import type { CommandContext } from '../infrastructure/events/event-serializer';
import { UserStreams } from '../identity/user-streams';

export class ChangeSharingPreferences extends Command<bigint | null> {
  constructor(
    readonly userId: string,
    readonly changes: PatchSharingPreferences,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ChangeSharingPreferences)
export class ChangeSharingPreferencesHandler implements ICommandHandler<ChangeSharingPreferences> {
  constructor(private readonly users: UserStreams) {}

  async execute({ userId, changes, context }: ChangeSharingPreferences): Promise<bigint | null> {
    const result = await this.users.execute(userId, { type: 'ChangePreferences', changes }, context);
    return result.position;
  }
}
