import path from 'node:path';
import { test as base, expect } from '@playwright/test';

const screenshotDir = path.join(__dirname, '..', '.artifacts', 'screenshots');

function slug(parts: string[]): string {
  return parts
    .join(' ')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Every test leaves a full-page screenshot of where it ended for a human to look over, pass or
 * fail; Playwright's own failure screenshots go to the test-results folder beside it.
 */
export const test = base.extend<{ reviewScreenshot: void }>({
  reviewScreenshot: [
    async ({ page }, use, testInfo) => {
      await use();
      if (page.isClosed()) return;
      // titlePath[0] is the file; the describe block already names the area.
      const name = slug(testInfo.titlePath.slice(1));
      await page
        .screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true })
        .catch((error: unknown) => console.warn(`review screenshot skipped for ${name}: ${String(error)}`));
    },
    { auto: true },
  ],
});

export { expect };
