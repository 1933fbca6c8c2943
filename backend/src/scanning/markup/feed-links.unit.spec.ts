import { parsePage } from '../parse/html-document';
import { findCalendarFeeds } from './feed-links';

const PAGE = 'https://venue.example/whats-on';
const feeds = (body: string) => {
  const { elements } = parsePage(`<html><body>${body}</body></html>`);
  return findCalendarFeeds(elements.links, elements.frames, PAGE);
};

describe('the feeds a page links or embeds', () => {
  it('reads export links and an embedded .ics or webcal: address as feeds', () => {
    expect(
      feeds(`<a href="/events/export.ics?tribe=1">Export</a><a href="webcal://venue.example/all.ics">Subscribe</a>
        <iframe src="https://venue.example/feeds/shows.ics"></iframe>`),
    ).toEqual([
      'https://venue.example/events/export.ics?tribe=1',
      'https://venue.example/all.ics',
      'https://venue.example/feeds/shows.ics',
    ]);
  });

  it("reads the feed a widget's or a subscribe link's address carries in its query", () => {
    expect(
      feeds(`<iframe src="https://widgets.example/calendar?ics=https%3A%2F%2Fvenue.example%2Fcal.ics&amp;theme=2"></iframe>
        <a href="https://calendar.example/subscribe?url=webcal%3A%2F%2Fvenue.example%2Fsubscribe.ics">Add to your calendar</a>
        <a href="/events?page=2&amp;view=calendar">Next</a>`),
    ).toEqual(['https://venue.example/subscribe.ics', 'https://venue.example/cal.ics']);
  });

  it("reads an embedded public Google calendar's feed from the calendar ids its address names", () => {
    expect(
      feeds(`<iframe src="https://calendar.google.com/calendar/embed?src=board%40district.example&amp;src=c_abc123%40group.calendar.google.com&amp;ctz=America%2FChicago"></iframe>
        <a href="https://calendar.google.com/calendar/u/0?cid=${Buffer.from('events@venue.example').toString('base64')}">Follow</a>`),
    ).toEqual([
      // Links first, then embeds.
      'https://calendar.google.com/calendar/ical/events%40venue.example/public/basic.ics',
      'https://calendar.google.com/calendar/ical/board%40district.example/public/basic.ics',
      'https://calendar.google.com/calendar/ical/c_abc123%40group.calendar.google.com/public/basic.ics',
    ]);
  });
});
