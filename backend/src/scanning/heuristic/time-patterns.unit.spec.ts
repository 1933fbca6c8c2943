import { findTimes } from './time-patterns';

const hours = (text: string) => findTimes(text).map(({ hour, minute }) => `${hour}:${minute}`);

describe('noon and midnight', () => {
  it('are hours where a page writes them as one ("at noon", "Noon Saturday", "Noon – 2 PM")', () => {
    expect(hours('Sunday, December 20 at noon')).toEqual(['12:0']);
    expect(hours('Starts at Noon Saturday')).toEqual(['12:0']);
    expect(hours('Noon – 2 PM')).toEqual(['12:0']);
    expect(hours('Open until midnight.')).toEqual(['0:0']);
  });

  it('begin a name where a capitalised word follows ("Midnight Mass", "Noon Year\'s Eve Party")', () => {
    expect(hours('Midnight Mass')).toEqual([]);
    expect(hours("Noon Year's Eve Party, 11:30 am")).toEqual(['11:30']);
  });
});
