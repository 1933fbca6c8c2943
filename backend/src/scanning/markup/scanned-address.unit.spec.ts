import { extractEvents } from '../extract-events';

const context = { timezone: 'America/Chicago', now: new Date('2026-05-01T12:00:00Z') };
const page = (body: string) =>
  extractEvents({ url: 'https://venue.example/events', contentType: 'text/html', body }, context);
const jsonLd = (location: unknown) =>
  `<html><body><script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'MusicEvent',
    name: 'Blues Night',
    startDate: '2026-06-01T20:00:00-05:00',
    location,
  })}</script></body></html>`;
const postal = (fields: object) => ({ '@type': 'PostalAddress', ...fields });

// Issue 26: an event's place read "IL, 60640", its empty fields joined with commas.
describe('the address an event is stored with', () => {
  it('is written as a US address: parts by commas, the ZIP beside its state', () => {
    const address = postal({
      streetAddress: '4802 N Broadway',
      addressLocality: 'Chicago',
      addressRegion: 'IL',
      postalCode: '60640',
    });
    const [event] = page(jsonLd({ '@type': 'Place', name: 'Green Mill', address }));
    expect(event?.location).toBe('Green Mill, 4802 N Broadway, Chicago, IL 60640');
  });

  it('leaves out the fields a page left empty', () => {
    const address = postal({
      streetAddress: '',
      addressLocality: ' ',
      addressRegion: 'IL',
      postalCode: '60640',
    });
    const [event] = page(jsonLd({ '@type': 'Place', address }));
    expect(event?.location).toBe('IL 60640');
  });

  it('is put right when the page wrote it as one line with stray commas', () => {
    const [event] = page(jsonLd('Green Mill, , 4802 N Broadway, Chicago, IL, 60640'));
    expect(event?.location).toBe('Green Mill, 4802 N Broadway, Chicago, IL 60640');
  });

  it('is none when the page gave only commas', () => {
    const [event] = page(jsonLd(' , , '));
    expect(event?.location).toBeNull();
  });
});
