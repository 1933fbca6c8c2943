import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { PassportModule } from '@nestjs/passport';
import { GoogleOAuthClient } from '../infrastructure/google/google-oauth.client';
import { AuthHttpController } from './auth.http.controller';
import { LocalAuthGuard } from './local-auth.guard';
import { LocalStrategy } from './local.strategy';
import { PasswordChecks } from './password-checks';
import { AccountLinkHttpController } from './providers/account-link.http.controller';
import { AppleIdTokenVerifier } from './providers/apple-id-token.verifier';
import { AppleSignInHttpController } from './providers/apple-sign-in.http.controller';
import { GoogleSignInHttpController } from './providers/google-sign-in.http.controller';
import { ProviderSignIn } from './providers/provider-sign-in.service';
import { RegisterUserHandler } from './register-user.handler';
import { SessionSerializer } from './session.serializer';
import { SignInRateLimits } from './sign-in-rate-limits';
import { UserStreams } from './user-streams';
import { UsersQuery } from './users.query';

@Module({
  imports: [CqrsModule, PassportModule.register({ session: true })],
  controllers: [
    AuthHttpController,
    GoogleSignInHttpController,
    AppleSignInHttpController,
    AccountLinkHttpController,
  ],
  providers: [
    RegisterUserHandler,
    LocalStrategy,
    LocalAuthGuard,
    PasswordChecks,
    SessionSerializer,
    SignInRateLimits,
    UserStreams,
    UsersQuery,
    GoogleOAuthClient,
    AppleIdTokenVerifier,
    ProviderSignIn,
  ],
  // The account's erasure checks its password in the same lane and under the same limits as sign-in.
  exports: [UserStreams, UsersQuery, GoogleOAuthClient, PasswordChecks, SignInRateLimits],
})
export class IdentityModule {}
