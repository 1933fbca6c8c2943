import { type Locator, type Page, expect } from '@playwright/test';
import { registerThroughApi, type TestUser } from './accounts';

/** The zone new accounts start in (spec: default America/Chicago). */
export const USER_ZONE = 'America/Chicago';

export interface CalendarDay {
  /** yyyy-MM-dd */
  ymd: string;
  /** "Saturday, March 14, 2026": how the calendar names a day. */
  label: string;
}

function ymdIn(instant: Date, zone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

export function calendarDay(ymd: string): CalendarDay {
  const [year, month, day] = ymd.split('-').map(Number) as [number, number, number];
  const noon = new Date(Date.UTC(year, month - 1, day, 12));
  const label = new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(noon);
  return { ymd, label };
}

/** Today plus `offset` calendar days, in the user's zone. */
export function dayFromToday(offset: number, zone = USER_ZONE): CalendarDay {
  const [year, month, day] = ymdIn(new Date(), zone).split('-').map(Number) as [number, number, number];
  return calendarDay(new Date(Date.UTC(year, month - 1, day + offset, 12)).toISOString().slice(0, 10));
}

/** The next day on which the zone's UTC offset changes (a US DST Sunday), and how many days away it is. */
export function nextDstChange(zone = USER_ZONE): { day: CalendarDay; offset: number } {
  const offsetAt = (date: Date) =>
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(date)
      .find((part) => part.type === 'timeZoneName')!.value;
  for (let offset = 1; offset <= 370; offset++) {
    const day = dayFromToday(offset, zone);
    const [year, month, date] = day.ymd.split('-').map(Number) as [number, number, number];
    // 12:00 UTC is early morning in the US; the change happens at 02:00 local, so compare the next noon.
    if (
      offsetAt(new Date(Date.UTC(year, month - 1, date, 12))) !==
      offsetAt(new Date(Date.UTC(year, month - 1, date + 1, 12)))
    )
      return {
        day: calendarDay(new Date(Date.UTC(year, month - 1, date + 1, 12)).toISOString().slice(0, 10)),
        offset: offset + 1,
      };
  }
  throw new Error(`no DST change in ${zone} within a year`);
}

/** A signed-in user with one venue, so that Create Event is enabled (spec: disabled without sources). */
export async function signedInWithVenue(page: Page): Promise<TestUser> {
  const user = await registerThroughApi(page);
  const source = await page.request.post('/api/event-sources', {
    data: { name: 'Test Hall', url: 'https://venue.invalid/events', category: 'Music Venue', isActive: true },
  });
  expect(source.status(), await source.text()).toBeLessThan(300);
  return user;
}

export interface CreatedEvent {
  id: string;
  title: string;
}

export async function createEventThroughApi(
  page: Page,
  fields: {
    title: string;
    date: string;
    timeStart: string;
    timeEnd?: string;
    location?: string;
    description?: string;
    visibility?: 'private' | 'friends' | 'public';
  },
  image?: Buffer,
): Promise<CreatedEvent> {
  const response = await page.request.post('/api/events', {
    multipart: {
      location: 'The Hall',
      description: 'Made by a browser test',
      ...fields,
      ...(image ? { image: { name: 'poster.png', mimeType: 'image/png', buffer: image } } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as CreatedEvent;
  return { id: body.id, title: body.title };
}

export function monthCell(page: Page, day: CalendarDay): Locator {
  return page.getByRole('cell', { name: day.label, exact: true });
}

/** A day column of the week view, or a day of the list view. */
export function dayRegion(page: Page, day: CalendarDay): Locator {
  return page.getByRole('region', { name: day.label, exact: true });
}

export function eventButton(scope: Locator | Page, title: string): Locator {
  return scope.getByRole('button', { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')},`) });
}

/** Opens an event from the list view; answers its detail dialog. */
export async function openEventFromList(page: Page, title: string): Promise<Locator> {
  await page.goto('/');
  await showView(page, 'List');
  await eventButton(page, title).click();
  const details = page.getByRole('dialog', { name: title });
  await expect(details).toBeVisible();
  return details;
}

/**
 * Picks a view as a person would: a click that lands on the server-drawn page before the browser has taken it over
 * does nothing, and they click again (a loaded machine can take a second or two to take the page over).
 */
export async function showView(page: Page, view: 'Month' | 'Week' | 'List') {
  const tab = page.getByRole('tab', { name: view });
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Moves the month view until it shows the month of `day` (the first load may already have jumped there). */
export async function showMonthOf(page: Page, day: CalendarDay) {
  const [year, month] = day.ymd.split('-').map(Number) as [number, number];
  const title = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
    new Date(Date.UTC(year, month - 1, 15)),
  );
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  for (let step = 0; step < 14 && (await table.getAttribute('aria-label')) !== title; step++) {
    const [name = '', shownYear = '0'] = ((await table.getAttribute('aria-label')) ?? '').split(' ');
    const shownIndex = Number(shownYear) * 12 + MONTH_NAMES.indexOf(name);
    const ahead = shownIndex < year * 12 + (month - 1);
    await page.getByRole('button', { name: ahead ? 'Next month' : 'Previous month' }).click();
  }
  await expect(table).toHaveAttribute('aria-label', title);
}
