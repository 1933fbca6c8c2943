import { randomBytes, randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { RegisterRequest } from '@eventfold/contracts';
import type { CommandContext } from '../infrastructure/events/event-serializer';
import { PasswordChecks } from './password-checks';
import { UserStreams } from './user-streams';

export class RegisterUser extends Command<{ userId: string; position: bigint | null }> {
  constructor(
    readonly input: RegisterRequest,
    readonly context: Omit<CommandContext, 'userId'>,
  ) {
    super();
  }
}

@CommandHandler(RegisterUser)
export class RegisterUserHandler implements ICommandHandler<RegisterUser> {
  constructor(
    private readonly users: UserStreams,
    private readonly passwords: PasswordChecks,
  ) {}

  async execute({ input, context }: RegisterUser): Promise<{ userId: string; position: bigint | null }> {
    const userId = randomUUID();
    // Hash first: the slow step must not sit between claiming the address and registering the account.
    const passwordHash = await this.passwords.hash(input.password);
    const actor = { ...context, userId };
    await this.users.claimEmail(input.email, userId, actor);
    const result = await this.users.execute(
      userId,
      {
        type: 'RegisterUser',
        userId,
        email: input.email.trim(),
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        passwordHash,
        inviteCode: randomBytes(9).toString('base64url'),
      },
      actor,
    );
    return { userId, position: result.position };
  }
}
