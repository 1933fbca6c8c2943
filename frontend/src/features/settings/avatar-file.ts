import { LIMITS, SETTINGS_MESSAGES, type ToastText } from '@eventfold/contracts';

/** The client's checks before an upload: size first, then type, as the spec lists them. */
export function checkAvatarFile(file: Pick<File, 'size' | 'type'>): ToastText | null {
  if (file.size > LIMITS.imageMaxBytes) return SETTINGS_MESSAGES.avatarTooLarge;
  if (!file.type.startsWith('image/')) return SETTINGS_MESSAGES.avatarWrongType;
  return null;
}
