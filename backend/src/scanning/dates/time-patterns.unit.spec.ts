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

describe('an hour before "&" and an hour with its meridiem', () => {
  it('shares that meridiem ("2 & 7:30 pm", "8 and 10:30 am"), the morning\'s where it would come after ("11 & 1 pm")', () => {
    expect(hours('Sat 2 & 7:30 pm')).toEqual(['14:0', '19:30']);
    expect(hours('8 and 10:30 am Holy Eucharist')).toEqual(['8:0', '10:30']);
    expect(hours('11 & 1 pm')).toEqual(['11:0', '13:0']);
  });

  it('is no hour after a comma, nor a day listed before "at"', () => {
    expect(hours('Ages 4, 6 pm seating')).toEqual(['18:0']);
    expect(hours('December 12 & 13 at 7:30 pm')).toEqual(['19:30']);
  });
});
