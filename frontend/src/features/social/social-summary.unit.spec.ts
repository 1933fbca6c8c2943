import { expect, it } from 'vitest';
import { socialSummaryLabel } from './social-summary';

it('socialSummaryLabel names likes and comments, skipping zeros', () => {
  expect(socialSummaryLabel({ friendLikes: 2, commentCount: 1 })).toBe('2 friends liked this, 1 comment');
  expect(socialSummaryLabel({ friendLikes: 1, commentCount: 0 })).toBe('1 friend liked this');
  expect(socialSummaryLabel({ friendLikes: 0, commentCount: 3 })).toBe('3 comments');
});
