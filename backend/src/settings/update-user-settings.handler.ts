import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { UserSettings } from '@eventfold/contracts';
import type { CommandContext } from '../infrastructure/events/event-serializer';
import { UserStreams } from '../identity/user-streams';

export class UpdateUserSettings extends Command<bigint | null> {
  constructor(
    readonly userId: string,
    readonly settings: UserSettings,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/** The settings form's save: profile fields and preferences, each appended only if it changed. */
@CommandHandler(UpdateUserSettings)
export class UpdateUserSettingsHandler implements ICommandHandler<UpdateUserSettings> {
  constructor(private readonly users: UserStreams) {}

  async execute({ userId, settings, context }: UpdateUserSettings): Promise<bigint | null> {
    const { name, zipCode, ...preferences } = settings;
    const result = await this.users.execute(
      userId,
      { type: 'UpdateUserSettings', name, zipCode, preferences },
      context,
    );
    return result.position;
  }
}
