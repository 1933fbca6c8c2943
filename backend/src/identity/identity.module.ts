import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { PassportModule } from '@nestjs/passport';
import { AuthHttpController } from './auth.http.controller';
import { LocalAuthGuard } from './local-auth.guard';
import { LocalStrategy } from './local.strategy';
import { PasswordChecks } from './password-checks';
import { ProvidersHttpController } from './providers.http.controller';
import { RegisterUserHandler } from './register-user.handler';
import { SessionSerializer } from './session.serializer';
import { SignInRateLimits } from './sign-in-rate-limits';
import { UserStreams } from './user-streams';
import { UsersQuery } from './users.query';

@Module({
  imports: [CqrsModule, PassportModule.register({ session: true })],
  controllers: [AuthHttpController, ProvidersHttpController],
  providers: [
    RegisterUserHandler,
    LocalStrategy,
    LocalAuthGuard,
    PasswordChecks,
    SessionSerializer,
    SignInRateLimits,
    UserStreams,
    UsersQuery,
  ],
  exports: [UserStreams, UsersQuery],
})
export class IdentityModule {}
