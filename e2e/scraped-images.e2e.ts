import { test, expect } from './support/fixtures';
import { registerThroughApi } from './support/accounts';
import { eventButton, showView } from './support/calendar';
import { startVenueSite, waitForSourceEvents, type VenueSite } from './support/venue-site';

let site: VenueSite;

test.beforeAll(async () => {
  site = await startVenueSite('Poster Hall', [
    { title: 'Poster Show', inDays: 2, hour: 20, withPoster: true },
  ]);
});
test.afterAll(() => site.close());

test('a scanned event shows its venue picture, served from our own origin', async ({ page }) => {
  await registerThroughApi(page);
  const added = await page.request.post('/api/event-sources', {
    data: { name: 'Poster Hall', url: site.url, category: 'Music Venue', isActive: true },
  });
  expect(added.status(), await added.text()).toBe(201);
  await waitForSourceEvents(page, 1);
  const venueRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(new URL(site.url).origin)) venueRequests.push(request.url());
  });

  await page.goto('/');
  await showView(page, 'List');
  await eventButton(page, 'Poster Show').click();
  const image = page.getByRole('dialog', { name: 'Poster Show' }).getByRole('img', { name: 'Poster Show' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await image.getAttribute('src')).toMatch(/^\/api\/events\/[^/]+\/image$/);
  // The browser never talks to the venue: our server fetched the picture once and re-encoded it.
  expect(venueRequests).toEqual([]);
  const served = await page.request.get((await image.getAttribute('src'))!);
  expect(served.headers()['content-type']).toBe('image/webp');
  expect(site.posterHits).toBe(1);
});
