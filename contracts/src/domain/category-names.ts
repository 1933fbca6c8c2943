/**
 * The venue categories as plain data, apart from their schema (categories.ts): the web client's
 * landing page lists them without loading zod.
 */
export const CATEGORIES = [
  'General',
  'Art Gallery',
  'Music Venue',
  'Restaurant',
  'Brewery',
  'Sports',
  'Nightlife',
  'Community',
  'Educational',
  'Festival',
  'Nursery/Plants',
] as const;

export type Category = (typeof CATEGORIES)[number];
export const DEFAULT_CATEGORY: Category = 'General';
