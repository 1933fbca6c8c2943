import path from 'node:path';
import { type Page } from '@playwright/test';

/** A full-page screenshot under e2e/.artifacts/screenshots, for a person to look at after the run. */
export function reviewScreenshot(page: Page, name: string): Promise<Buffer> {
  return page.screenshot({
    path: path.join(__dirname, '..', '.artifacts', 'screenshots', `${name}.png`),
    fullPage: true,
  });
}
