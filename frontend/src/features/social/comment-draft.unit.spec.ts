import { describe, expect, it } from 'vitest';
import { COMMENT_MAX_LENGTH, commentCounter, commentToPost } from './comment-draft';

describe('commentToPost', () => {
  it('trims, and refuses blank or too long text', () => {
    expect(commentToPost('  hello  ')).toBe('hello');
    expect(commentToPost('   ')).toBeNull();
    expect(commentToPost('x'.repeat(COMMENT_MAX_LENGTH))).toHaveLength(COMMENT_MAX_LENGTH);
    expect(commentToPost('x'.repeat(COMMENT_MAX_LENGTH + 1))).toBeNull();
  });

  it('counts the characters that would be sent', () => {
    expect(commentCounter(' hi ')).toBe(`2/${COMMENT_MAX_LENGTH}`);
  });
});
