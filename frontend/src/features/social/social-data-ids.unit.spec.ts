import { expect, it } from 'vitest';
import { SOCIAL_DATA_MAX_IDS, socialDataIds } from './social-data-ids';

it('socialDataIds dedupes, sorts and caps', () => {
  expect(socialDataIds(['b', 'a', 'b'])).toEqual(['a', 'b']);
  const many = Array.from({ length: SOCIAL_DATA_MAX_IDS + 5 }, (_, i) => String(i).padStart(4, '0'));
  expect(socialDataIds(many)).toHaveLength(SOCIAL_DATA_MAX_IDS);
});
