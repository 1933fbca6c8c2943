import {
  BadRequestException,
  Body,
  Controller,
  Get,
  NotFoundException,
  Param,
  Patch,
  Post,
  Req,
  Res,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import {
  patchSharingPreferencesSchema,
  SERVER_MESSAGES,
  SHARING_FLAG_NAMES,
  userSettingsSchema,
  type CurrentUser,
  type PatchSharingPreferences,
  type SharingPreferences,
  type UploadAvatarResponse,
  type UserSettings,
} from '@eventfold/contracts';
import { toCurrentUser, UsersQuery } from '../identity/users.query';
import { EncryptedBlobStore } from '../infrastructure/blobs/encrypted-blob-store';
import type { CommandContext } from '../infrastructure/events/event-serializer';
import { ProjectionsService } from '../infrastructure/events/projections.service';
import { AuthenticatedGuard } from '../infrastructure/http/authenticated.guard';
import { CurrentUserId, RequestContext } from '../infrastructure/http/request-context';
import { ZodValidationPipe } from '../infrastructure/http/zod-validation.pipe';
import { avatarUploadInterceptor } from './avatar-upload.interceptor';
import { ChangeAvatar } from './change-avatar.handler';
import { ChangeSharingPreferences } from './change-sharing-preferences.handler';
import { UpdateUserSettings } from './update-user-settings.handler';

/** Each change is an event on the user's stream; the answer is read back after it is projected. */
@Controller('api')
@UseGuards(AuthenticatedGuard)
export class SettingsHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly users: UsersQuery,
    private readonly projections: ProjectionsService,
    private readonly blobs: EncryptedBlobStore,
  ) {}

  @Get('preferences')
  preferences(@CurrentUserId() userId: string): Promise<SharingPreferences> {
    return this.sharingFlags(userId);
  }

  @Patch('preferences')
  async changePreferences(
    @CurrentUserId() userId: string,
    @RequestContext() context: CommandContext,
    @Body(new ZodValidationPipe(patchSharingPreferencesSchema)) changes: PatchSharingPreferences,
  ): Promise<SharingPreferences> {
    await this.projections.waitFor(
      await this.commands.execute(new ChangeSharingPreferences(userId, changes, context)),
    );
    return this.sharingFlags(userId);
  }

  @Patch('user/preferences')
  async updateSettings(
    @CurrentUserId() userId: string,
    @RequestContext() context: CommandContext,
    @Body(new ZodValidationPipe(userSettingsSchema)) settings: UserSettings,
  ): Promise<CurrentUser> {
    await this.projections.waitFor(
      await this.commands.execute(new UpdateUserSettings(userId, settings, context)),
    );
    return toCurrentUser(await this.user(userId));
  }

  @Post('upload-avatar')
  @UseInterceptors(avatarUploadInterceptor)
  async uploadAvatar(
    @CurrentUserId() userId: string,
    @RequestContext() context: CommandContext,
    @Req() request: Request,
  ): Promise<UploadAvatarResponse> {
    const file = request.file;
    if (file === undefined) throw new BadRequestException({ message: SERVER_MESSAGES.avatarMissing });
    const { url, position } = await this.commands.execute(new ChangeAvatar(userId, file.buffer, context));
    await this.projections.waitFor(position);
    return { url };
  }

  @Get('avatars/:avatarId')
  async avatar(@Param('avatarId') avatarId: string, @Res() response: Response): Promise<void> {
    const image = await this.blobs.get(avatarId);
    if (image === null) throw new NotFoundException({ message: SERVER_MESSAGES.notFound });
    // An avatar id names one immutable picture (a new upload gets a new id), so it may be cached for good.
    response
      .status(200)
      .set({
        'Content-Type': 'image/webp',
        'Cache-Control': 'private, max-age=31536000, immutable',
        ETag: `"${avatarId}"`,
      })
      .send(image);
  }

  private async sharingFlags(userId: string): Promise<SharingPreferences> {
    const user = await this.user(userId);
    return Object.fromEntries(SHARING_FLAG_NAMES.map((flag) => [flag, user[flag]])) as SharingPreferences;
  }

  private async user(userId: string) {
    const user = await this.users.findById(userId);
    if (user === null) throw new NotFoundException({ message: SERVER_MESSAGES.notFound });
    return user;
  }
}
