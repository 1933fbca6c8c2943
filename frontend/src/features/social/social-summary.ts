import { type SocialData } from '@eventfold/contracts';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "2 friends liked this, 1 comment": what a calendar entry's social counts say aloud. */
export function socialSummaryLabel(data: SocialData[string]): string {
  const parts: string[] = [];
  if (data.friendLikes > 0) parts.push(`${plural(data.friendLikes, 'friend', 'friends')} liked this`);
  if (data.commentCount > 0) parts.push(plural(data.commentCount, 'comment', 'comments'));
  return parts.join(', ');
}
