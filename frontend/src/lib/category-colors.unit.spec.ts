import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '@eventfold/contracts';
import { CATEGORY_COLORS, categoryColor } from './category-colors';

describe('category colours', () => {
  it('gives each of the 11 categories its own colour', () => {
    const colors = CATEGORIES.map((category) => CATEGORY_COLORS[category]);
    expect(new Set(colors).size).toBe(CATEGORIES.length);
  });

  it('shows an unknown or missing category as General', () => {
    expect(categoryColor('Circus')).toBe(CATEGORY_COLORS.General);
    expect(categoryColor(null)).toBe(CATEGORY_COLORS.General);
    expect(categoryColor('Brewery')).toBe(CATEGORY_COLORS.Brewery);
  });
});
