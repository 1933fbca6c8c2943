import { type Locator, type Page } from '@playwright/test';

/** A venue's row in the desktop sidebar's Venues list, found by its checkbox's name. */
export function venueRow(page: Page, name: string): Locator {
  return page
    .getByRole('complementary', { name: 'Filter Events' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('checkbox', { name, exact: true }) });
}
