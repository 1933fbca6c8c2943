import { randomUUID } from 'node:crypto';
import { BadRequestException } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SETTINGS_MESSAGES } from '@eventfold/contracts';
import { EncryptedBlobStore } from '../infrastructure/blobs/encrypted-blob-store';
import { reencodeImage } from '../infrastructure/images/reencode-image';
import type { CommandContext } from '../infrastructure/events/event-serializer';
import { UserStreams } from '../identity/user-streams';

const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);
export const AVATAR_SIZE_PX = 256;

export class ChangeAvatar extends Command<{ url: string; position: bigint | null }> {
  constructor(
    readonly userId: string,
    readonly upload: Buffer,
    readonly context: CommandContext,
  ) {
    super();
  }
}

export function avatarUrl(avatarId: string): string {
  return `/api/avatars/${avatarId}`;
}

/** A 256 px square WebP, re-encoded so nothing else the file carried is kept. */
@CommandHandler(ChangeAvatar)
export class ChangeAvatarHandler implements ICommandHandler<ChangeAvatar> {
  constructor(
    private readonly users: UserStreams,
    private readonly blobs: EncryptedBlobStore,
  ) {}

  async execute({
    userId,
    upload,
    context,
  }: ChangeAvatar): Promise<{ url: string; position: bigint | null }> {
    const image = await reencodeImage(upload, {
      owner: userId,
      accepted: ACCEPTED_TYPES,
      wrongType,
      pipeline: (input) =>
        input.resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover' }).webp({ quality: 85 }),
    });
    const avatarId = randomUUID();
    await this.blobs.put(avatarId, userId, image);
    const url = avatarUrl(avatarId);
    const result = await this.users.execute(
      userId,
      { type: 'ChangeAvatar', avatarId, profileImageUrl: url },
      context,
    );
    return { url, position: result.position };
  }
}

function wrongType(): BadRequestException {
  return new BadRequestException({ message: SETTINGS_MESSAGES.avatarWrongType.description });
}
