import { Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import { SERVER_MESSAGES } from '@eventfold/contracts';
import { PasswordChecks } from './password-checks';
import { UsersQuery } from './users.query';

export interface SessionUser {
  id: string;
}

/** E-mail and password sign-in; the e-mail is matched case-insensitively through the read model. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(
    private readonly users: UsersQuery,
    private readonly passwords: PasswordChecks,
  ) {
    super({ usernameField: 'email', passwordField: 'password' });
  }

  async validate(email: string, password: string): Promise<SessionUser> {
    const user = await this.users.findByEmail(email);
    const valid = await this.passwords.verify(password, user?.passwordHash);
    if (user === null || !valid)
      throw new UnauthorizedException({ message: SERVER_MESSAGES.invalidCredentials });
    return { id: user._id };
  }
}
