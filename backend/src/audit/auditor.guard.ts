import {
  ForbiddenException,
  Injectable,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import type { Request } from 'express';
import { AUDIT_MESSAGES, SERVER_MESSAGES } from '@eventfold/contracts';
import type { AuditorDocument } from '@eventfold/projections';
import { ProjectionsService } from '../infrastructure/events/projections.service';
import { sessionUserId } from '../infrastructure/http/authenticated.guard';

/** Auditors only: 401 when signed out (as everywhere), 403 for any other signed-in user. */
@Injectable()
export class AuditorGuard implements CanActivate {
  constructor(private readonly projections: ProjectionsService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const userId = request.isAuthenticated() ? sessionUserId(request) : undefined;
    if (userId === undefined) throw new UnauthorizedException({ message: SERVER_MESSAGES.unauthorized });
    const grant = await this.projections.collection<AuditorDocument>('auditors').findOne({ _id: userId });
    if (grant === null) throw new ForbiddenException({ message: AUDIT_MESSAGES.auditorRequired });
    return true;
  }
}
