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

/** "November 2026" for a yyyy-MM-dd day. */
function monthTitle(ymd: string): string {
  const [year, month] = ymd.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
    new Date(Date.UTC(year, month - 1, 15)),
  );
}

test('a reload after the first events arrive still jumps, unless the person had gone to a month', async ({
  page,
}) => {
  await signedInWithVenue(page);
  const today = dayFromToday(0);
  // The first visit finds no events: the calendar shows this month (and remembers it for the tab).
  await page.goto('/');
  await expect(page.getByRole('table')).toHaveAttribute('aria-label', monthTitle(today.ymd));
  // The venue's first scan brings a show two months ahead; a reload goes to it.
  const busy = dayFromToday(62);
  await createEventThroughApi(page, { title: 'First scan show', date: busy.ymd, timeStart: '12:00' });
  await page.reload();
  await expect(page.getByRole('table')).toHaveAttribute('aria-label', monthTitle(busy.ymd));
  // A month the person went to is kept through a reload.
  await page.getByRole('button', { name: /next month/i }).click();
  const chosen = page.getByRole('table');
  const chosenTitle = await chosen.getAttribute('aria-label');
  expect(chosenTitle).not.toBe(monthTitle(busy.ymd));
  await page.reload();
  await expect(page.getByRole('table')).toHaveAttribute('aria-label', chosenTitle!);
});
