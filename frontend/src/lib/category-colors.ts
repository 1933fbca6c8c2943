import { CATEGORIES, DEFAULT_CATEGORY, type Category } from '@eventfold/contracts';

/**
 * One fixed colour per category (the spec leaves the values open). Shared by the calendar's venue
 * event edges, its legend and the sidebar's category checklist, so a category looks the same everywhere.
 * Chosen from Tailwind's 600 shades: distinct hues, readable as a 3 px edge on white.
 */
export const CATEGORY_COLORS: Readonly<Record<Category, string>> = {
  General: '#475569',
  'Art Gallery': '#db2777',
  'Music Venue': '#7c3aed',
  Restaurant: '#ea580c',
  Brewery: '#ca8a04',
  Sports: '#2563eb',
  Nightlife: '#4f46e5',
  Community: '#0d9488',
  Educational: '#0891b2',
  Festival: '#dc2626',
  'Nursery/Plants': '#16a34a',
};

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

/** An unknown or missing category is shown as General. */
export function categoryColor(category: string | null | undefined): string {
  return category && isCategory(category) ? CATEGORY_COLORS[category] : CATEGORY_COLORS[DEFAULT_CATEGORY];
}
