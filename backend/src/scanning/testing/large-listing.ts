import { type FetchedDocument } from '../scanned-event';

/** A plain listing page of about 1 MB: the heuristic's worst case, one card per event. */
export function largeListing(): FetchedDocument {
  const cards: string[] = [];
  let length = 0;
  for (let index = 0; length < 1024 * 1024; index += 1) {
    const day = (index % 28) + 1;
    const card = `<div class="card"><p class="date">Dec ${day}, 2027</p><h3><a href="/e/${index}">Show number ${index}</a></h3><p class="time">${(index % 4) + 7}pm</p><p>Some words about the band and the night ahead.</p></div>\n`;
    cards.push(card);
    length += card.length;
  }
  return {
    url: 'https://venues.test/big.html',
    contentType: 'text/html',
    body: `<html><body><div class="grid">${cards.join('')}</div></body></html>`,
  };
}
