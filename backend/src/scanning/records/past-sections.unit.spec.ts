import { extractEvents } from '../extract-events';

const NOW = new Date('2026-11-25T15:00:00Z');
const context = { timezone: 'America/Chicago', now: NOW };
const page = (body: string) => ({ url: 'https://hall.example/events', contentType: 'text/html', body });
const titles = (body: string) => extractEvents(page(body), context).map((event) => event.title);

const items = (entries: string[], itemClass = '') =>
  entries
    .map(
      (entry) => `<li class="${itemClass}"><h3>${entry.split('|')[0]}</h3><p>${entry.split('|')[1]}</p></li>`,
    )
    .join('');

describe('past sections told apart by their markup', () => {
  it('drops a "Past events" section whose yearless dates would otherwise roll into next year', () => {
    const body = `<h2>Upcoming events</h2><ul>${items(['Winter Gala|Dec 12, 8pm', 'Choir Night|Dec 14, 7pm'])}</ul>
      <h2>Past events</h2><ul>${items(['Summer Supper|Jul 3, 6pm', 'August Dance|Aug 10, 8pm'])}</ul>`;
    expect(titles(body)).toEqual(['Winter Gala', 'Choir Night']);
    // Without the heading the same dates, more than 90 days gone, read as next summer's.
    expect(titles(body.replace('Past events', 'More events'))).toEqual([
      'Winter Gala',
      'Choir Night',
      'Summer Supper',
      'August Dance',
    ]);
  });

  it('reads the --past, mec-past-event and tribe past classes the same way', () => {
    for (const itemClass of [
      'eventlist-event--past',
      'mec-past-event mec-event-article',
      'tribe-events-calendar-list__event--past',
    ]) {
      const body = `<ul>${items(['Summer Supper|Jul 3, 6pm', 'August Dance|Aug 10, 8pm'], itemClass)}</ul>`;
      expect(titles(body)).toEqual([]);
    }
  });

  it('never outweighs a near date: markup rendered days ago may still call today past', () => {
    const body = `<ul>${items(['Thanksgiving Jam|Nov 26, 8pm', 'Black Friday Blues|Nov 27, 9pm'], 'eventlist-event--past')}</ul>`;
    expect(titles(body)).toEqual(['Thanksgiving Jam', 'Black Friday Blues']);
  });

  it('does not take a word like "pastry" for the mark', () => {
    const body = `<ul>${items(['Pastry Class|Dec 2, 10am', 'Bread Class|Dec 9, 10am'], 'pastry-class')}</ul>`;
    expect(titles(body)).toEqual(['Pastry Class', 'Bread Class']);
  });
});
