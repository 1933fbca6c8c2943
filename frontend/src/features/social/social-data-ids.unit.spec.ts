import { expect, it } from 'vitest';
import { SOCIAL_DATA_IDS_PER_REQUEST, SOCIAL_DATA_MAX_IDS, socialDataBatches } from './social-data-ids';

it('socialDataBatches dedupes, sorts, caps and splits into short requests', () => {
  expect(socialDataBatches(['b', 'a', 'b'])).toEqual([['a', 'b']]);
  expect(socialDataBatches([])).toEqual([]);
  const many = Array.from({ length: SOCIAL_DATA_MAX_IDS + 5 }, () => crypto.randomUUID());
  const batches = socialDataBatches(many);
  expect(batches.flat()).toEqual([...many].sort().slice(0, SOCIAL_DATA_MAX_IDS));
  expect(batches.map((batch) => batch.length)).toEqual(
    Array.from(
      { length: SOCIAL_DATA_MAX_IDS / SOCIAL_DATA_IDS_PER_REQUEST },
      () => SOCIAL_DATA_IDS_PER_REQUEST,
    ),
  );
  for (const batch of batches) {
    expect(new URLSearchParams({ eventIds: JSON.stringify(batch) }).toString().length).toBeLessThan(8_000);
  }
});
