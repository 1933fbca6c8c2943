import { LIMITS } from '@eventfold/contracts';

export const COMMENT_MAX_LENGTH = LIMITS.commentMaxLength;

/** What the post box sends: the trimmed text, or null while it may not be posted. */
export function commentToPost(draft: string): string | null {
  const content = draft.trim();
  if (!content || content.length > COMMENT_MAX_LENGTH) return null;
  return content;
}

/** The counter under the post box, e.g. "12/2000". */
export function commentCounter(draft: string): string {
  return `${draft.trim().length}/${COMMENT_MAX_LENGTH}`;
}
