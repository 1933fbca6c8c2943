import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import { SERVER_MESSAGES } from '@eventfold/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { hashPassword, verifyPassword } from './password-hashing';
import { UsersQuery } from './users.query';

export interface SessionUser {
  id: string;
}

/** E-mail and password sign-in; the e-mail is matched case-insensitively through the read model. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  /** Verified against when the address is unknown, so a wrong address costs as long as a wrong password. */
  private readonly decoyHash: Promise<string>;

  constructor(
    private readonly users: UsersQuery,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super({ usernameField: 'email', passwordField: 'password' });
    this.decoyHash = hashPassword('decoy password, never valid', config.scryptLogN);
  }

  async validate(email: string, password: string): Promise<SessionUser> {
    const user = await this.users.findByEmail(email);
    const valid = await verifyPassword(password, user?.passwordHash ?? (await this.decoyHash));
    if (user === null || !valid)
      throw new UnauthorizedException({ message: SERVER_MESSAGES.invalidCredentials });
    return { id: user._id };
  }
}
