import { test, expect } from './support/fixtures';
import { createEventThroughApi, dayFromToday, signedInWithVenue } from './support/calendar';

test('the first load jumps to the busiest month from the month counts, without reading months of events', async ({
  page,
}) => {
  await signedInWithVenue(page);
  // This month is empty; two months ahead holds two events and three months ahead one.
  const busy = dayFromToday(62);
  const later = dayFromToday(95);
  for (const [day, title] of [
    [busy, 'Busy month show'],
    [busy, 'Busy month encore'],
    [later, 'Later show'],
  ] as const)
    await createEventThroughApi(page, {
      title,
      date: busy === day ? day.ymd : later.ymd,
      timeStart: '12:00',
    });

  const eventReads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/events')) eventReads.push(`${url.pathname}?${url.searchParams}`);
  });
  const counts = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/events/month-counts',
  );
  await page.goto('/');
  expect((await counts).status()).toBe(200);
  const [year, month] = busy.ymd.split('-').map(Number) as [number, number];
  const title = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
    new Date(Date.UTC(year, month - 1, 15)),
  );
  await expect(page.getByRole('table')).toHaveAttribute('aria-label', title);
  await expect(page.getByRole('table').getByText('Busy month show')).toBeVisible();
  // Ranges of the events the views show (at most ~45 days each), never a year of events.
  for (const read of eventReads.filter((path) => path.startsWith('/api/events?'))) {
    const params = new URLSearchParams(read.split('?')[1]);
    const days = (Date.parse(params.get('to')!) - Date.parse(params.get('from')!)) / 86_400_000;
    expect(days, read).toBeLessThanOrEqual(100);
  }
});
