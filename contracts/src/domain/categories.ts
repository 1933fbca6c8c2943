import { z } from 'zod';

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

export const categorySchema = z.enum(CATEGORIES);
export type Category = z.infer<typeof categorySchema>;
export const DEFAULT_CATEGORY: Category = 'General';
