import { test, expect } from './support/fixtures';
import {
  createEventThroughApi,
  dayFromToday,
  dayRegion,
  eventButton,
  monthCell,
  nextDstChange,
  showMonthOf,
  showView,
  signedInWithVenue,
} from './support/calendar';
import { solidPng } from './support/png';

test.describe('calendar', () => {
  test('an event created with an image shows on its day in the month, week and list views', async ({
    page,
  }) => {
    await signedInWithVenue(page);
    await page.goto('/');
    const day = dayFromToday(2);
    const [year, month, date] = day.ymd.split('-');

    await page.getByRole('button', { name: 'Create Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Your Own Event' });
    await dialog.getByRole('button', { name: 'Create Event' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await expect(dialog.getByText('Location is required')).toBeVisible();
    await expect(dialog.getByText('Date and time are required')).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Title' }).fill('Rooftop Jazz Night');
    // A filled field loses its mark at once; the others keep theirs until they are filled.
    await expect(dialog.getByText('Title is required')).toHaveCount(0);
    await expect(dialog.getByText('Location is required')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Location' }).fill('The Hall, 12 Main St');
    await expect(dialog.getByText('Location is required')).toHaveCount(0);
    await dialog.getByRole('textbox', { name: 'Description' }).fill('<b>Bring</b> a chair');
    await dialog.getByRole('group', { name: 'Date' }).getByRole('spinbutton', { name: 'Month' }).click();
    await page.keyboard.type(`${month}${date}${year}`);
    await dialog
      .getByRole('group', { name: 'Start time' })
      .getByRole('spinbutton', { name: 'Hours' })
      .click();
    await page.keyboard.type('0730PM');
    await expect(dialog.getByText('Date and time are required')).toHaveCount(0);
    // The end follows the start by one hour.
    await expect(dialog.getByRole('group', { name: 'End time' })).toContainText('08:30 PM');
    await dialog.getByLabel('Event image', { exact: true }).setInputFiles({
      name: 'poster.png',
      mimeType: 'image/png',
      buffer: solidPng(80, 60, [200, 80, 40]),
    });
    await expect(dialog.getByRole('img', { name: 'Chosen event image' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Create Event' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Event created', { exact: true })).toBeVisible();
    await expect(page.getByText('“Rooftop Jazz Night” is in your calendar.')).toBeVisible();

    await showMonthOf(page, day);
    await expect(eventButton(monthCell(page, day), 'Rooftop Jazz Night')).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'This Month: 1' })).toBeVisible();

    await showView(page, 'Week');
    await expect(eventButton(dayRegion(page, day), 'Rooftop Jazz Night')).toContainText('7:30 PM');

    await showView(page, 'List');
    await eventButton(dayRegion(page, day), 'Rooftop Jazz Night').click();
    const details = page.getByRole('dialog', { name: 'Rooftop Jazz Night' });
    await expect(details.getByText(day.label)).toBeVisible();
    await expect(details.getByText(/7:30 PM – 8:30 PM C[DS]T/)).toBeVisible();
    // User text is shown as text, never as markup.
    await expect(details.getByText('<b>Bring</b> a chair')).toBeVisible();
    const image = details.getByRole('img', { name: 'Rooftop Jazz Night' });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('a busy day shows "+N more" in the month and week views', async ({ page }) => {
    await signedInWithVenue(page);
    const day = dayFromToday(1);
    for (let index = 0; index < 8; index++) {
      await createEventThroughApi(page, { title: `Busy ${index}`, date: day.ymd, timeStart: `1${index}:00` });
    }
    await page.goto('/');
    await showMonthOf(page, day);
    const cell = monthCell(page, day);
    await expect(eventButton(cell, 'Busy 0')).toBeVisible();
    await expect(cell.getByRole('button', { name: /^\+7 more/ })).toBeVisible();

    await showView(page, 'Week');
    const column = dayRegion(page, day);
    await expect(column.getByRole('button', { name: /^Busy \d,/ })).toHaveCount(6);
    await column.getByRole('button', { name: /^\+2 more/ }).click();

    const dayDialog = page.getByRole('dialog', { name: new RegExp(day.label) });
    await expect(dayDialog.getByText('8 events')).toBeVisible();
    await eventButton(dayDialog, 'Busy 7').click();
    const details = page.getByRole('dialog', { name: 'Busy 7' });
    await details.getByRole('button', { name: 'Back to Day View' }).click();
    await expect(page.getByRole('dialog', { name: new RegExp(day.label) })).toBeVisible();
  });

  test('Show Favorites Only keeps the favorited events', async ({ page }) => {
    await signedInWithVenue(page);
    const day = dayFromToday(3);
    await createEventThroughApi(page, { title: 'Keep me', date: day.ymd, timeStart: '18:00' });
    await createEventThroughApi(page, { title: 'Skip me', date: day.ymd, timeStart: '19:00' });
    await page.goto('/');
    await showView(page, 'List');

    await eventButton(page, 'Keep me').click();
    const details = page.getByRole('dialog', { name: 'Keep me' });
    await details.getByRole('button', { name: 'Add to favorites' }).click();
    await expect(details.getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await details.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('checkbox', { name: 'Show Favorites Only' }).check();
    await expect(eventButton(page, 'Keep me')).toBeVisible();
    await expect(eventButton(page, 'Skip me')).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Show Favorites Only' }).uncheck();
    await expect(eventButton(page, 'Skip me')).toBeVisible();
  });

  test('a search that matches nothing and favorites with none say so, above the navigation they keep', async ({
    page,
  }) => {
    await signedInWithVenue(page);
    await createEventThroughApi(page, { title: 'Open mic', date: dayFromToday(1).ymd, timeStart: '20:00' });
    await page.goto('/');
    await showView(page, 'List');
    await expect(eventButton(page, 'Open mic')).toBeVisible();

    const search = page.getByRole('searchbox', { name: 'Search venues & categories' });
    await search.fill('zither');
    const noMatch = page.getByRole('status').filter({ hasText: 'No events match “zither”.' });
    await expect(noMatch).toBeVisible();
    await expect(eventButton(page, 'Open mic')).toHaveCount(0);
    await showView(page, 'Month');
    await expect(noMatch).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next month' })).toBeVisible();
    await noMatch.getByRole('button', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');
    await expect(noMatch).toHaveCount(0);

    await page.getByRole('checkbox', { name: 'Show Favorites Only' }).check();
    const noFavorites = page.getByRole('status').filter({ hasText: 'No favorite events this month.' });
    await expect(noFavorites).toContainText('Tap the star on an event to keep it here.');
    await expect(page.getByRole('table')).toBeVisible();
    await showView(page, 'List');
    await expect(
      page.getByRole('status').filter({ hasText: 'No favorite events in the next 30 days.' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Show all events' }).click();
    await expect(page.getByRole('checkbox', { name: 'Show Favorites Only' })).not.toBeChecked();
    await expect(eventButton(page, 'Open mic')).toBeVisible();
  });
});

test.describe('calendar across a DST change', () => {
  // The browser sits in Tokyo: the days must follow the user's zone (Chicago), not the machine's.
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('a DST week puts late and early events on their own days', async ({ page }) => {
    await signedInWithVenue(page);
    const { day: change, offset } = nextDstChange();
    const before = dayFromToday(offset - 1);
    const after = dayFromToday(offset + 1);
    await createEventThroughApi(page, { title: 'Saturday late', date: before.ymd, timeStart: '23:30' });
    await createEventThroughApi(page, { title: 'Change early', date: change.ymd, timeStart: '01:30' });
    await createEventThroughApi(page, { title: 'Change late', date: change.ymd, timeStart: '23:30' });
    await createEventThroughApi(page, { title: 'Monday early', date: after.ymd, timeStart: '00:15' });

    await page.goto('/');
    await showView(page, 'Week');
    // The week view starts today and steps 7 days: land on the week holding the change.
    for (let step = 0; step < Math.floor(offset / 7); step++)
      await page.getByRole('button', { name: 'Next week' }).click();
    const weekHas = async (title: string, day: typeof change) => {
      if ((await dayRegion(page, day).count()) === 0) return;
      await expect(eventButton(dayRegion(page, day), title)).toBeVisible();
    };
    await expect(dayRegion(page, change)).toBeVisible();
    await expect(eventButton(dayRegion(page, change), 'Change early')).toContainText('1:30 AM');
    await expect(eventButton(dayRegion(page, change), 'Change late')).toContainText('11:30 PM');
    await weekHas('Saturday late', before);
    await weekHas('Monday early', after);

    await showView(page, 'Month');
    await showMonthOf(page, change);
    await monthCell(page, change)
      .getByRole('button', { name: new RegExp(`^${change.label}, 2 events`) })
      .click();
    const dayDialog = page.getByRole('dialog', { name: new RegExp(change.label) });
    await expect(dayDialog.getByRole('button', { name: /^Change (early|late),/ })).toHaveCount(2);
    await dayDialog.getByRole('button', { name: 'Close' }).click();
    await expect(eventButton(monthCell(page, before), 'Saturday late')).toBeVisible();
    await expect(eventButton(monthCell(page, after), 'Monday early')).toBeVisible();
  });
});
