import { eventTime, findTimes } from './time-patterns';

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

describe('an hour labelled after it', () => {
  it('is the doors\' where "Doors" follows it ("7:00 PM Doors | 8:00 PM Show"): the event starts at the show', () => {
    expect(eventTime(findTimes('7:00 PM Doors | 8:00 PM Show'))).toMatchObject({ hour: 20, minute: 0 });
    expect(findTimes('6:30pm doors, 7:30pm')[0]).toMatchObject({ hour: 18, label: 'doors' });
  });

  it('is left alone before "shows" (two showings) and other words', () => {
    expect(findTimes('7:00 PM & 9:30 PM shows').map(({ label }) => label)).toEqual([null, null]);
    expect(findTimes('7 pm Doorstep Stories')[0]).toMatchObject({ label: null });
  });
});
