import { readMentions, withoutMentions } from './mentions';

const dayOf = (text: string) =>
  readMentions(text).dates.map(({ month, day, year, weekday }) => ({ month, day, year, weekday }));

describe('dates and times mentioned in a block', () => {
  it('reads each line and indexes the mentions from the start of the block', () => {
    const text = 'Jazz Night\nSat, Dec 5\nDoors 7 / Show 8';
    const { dates, times } = readMentions(text);
    expect(dates).toEqual([expect.objectContaining({ month: 12, day: 5, weekday: 6, index: 11 })]);
    expect(times.map((time) => text.slice(time.index, time.index + time.text.length))).toEqual([
      'Doors 7',
      'Show 8',
    ]);
  });

  it.each([
    ['Feb\n18\nTrivia', { month: 2, day: 18, year: null, weekday: null }],
    ['Saturday,\nDecember 5', { month: 12, day: 5, year: null, weekday: 6 }],
    ['December 5,\n2026', { month: 12, day: 5, year: 2026, weekday: null }],
    ['18\nFeb', { month: 2, day: 18, year: null, weekday: null }],
  ])('reads a date that runs over a line break: %p', (text, expected) => {
    expect(dayOf(text)).toEqual([expected]);
  });

  it('reads no date over a break between unrelated lines', () => {
    expect(dayOf('Show number 12\n7pm')).toEqual([]);
    // "27" / "March" would read as a day-first date; the line's own month-first date wins.
    expect(dayOf('Thu, Mar 27\nMarch BarCamp')).toEqual([{ month: 3, day: 27, year: null, weekday: 4 }]);
  });

  it('never reads a date’s digits again as an hour', () => {
    expect(readMentions('12/06 20:00').times).toEqual([expect.objectContaining({ hour: 20, minute: 0 })]);
    expect(readMentions('2026-02-19').times).toEqual([]);
  });

  it('gives the same answer for a line read before', () => {
    expect(readMentions('Dec 6 8pm')).toEqual(readMentions('Dec 6 8pm'));
    expect(readMentions('Title\nDec 6 8pm').dates[0]?.index).toBe(6);
  });

  it('leaves a line read before as it was when a block adds the readings of its later lines', () => {
    // A block's first line's readings are the remembered line's own lists until a later line adds to them.
    const text = 'Dec 6 8pm\nDec 7 9pm\nDoors 6 pm';
    expect(readMentions(text).dates.map(({ index }) => index)).toEqual([0, 10]);
    expect(readMentions(text).times.map(({ index, text: time }) => [index, time])).toEqual([
      [6, '8pm'],
      [16, '9pm'],
      [20, 'Doors 6 pm'],
    ]);
    expect(readMentions('Dec 6 8pm')).toEqual({
      dates: [expect.objectContaining({ day: 6, index: 0 })],
      times: [expect.objectContaining({ hour: 20, index: 6 })],
    });
    expect(readMentions('Doors 6 pm').times).toEqual([
      { hour: 18, minute: 0, label: 'doors', index: 0, text: 'Doors 6 pm' },
    ]);
  });

  it('takes the dates and times out of a text and keeps its lines', () => {
    expect(withoutMentions('Dec 6 8pm Jazz\nNo digits here').replace(/ +/g, ' ')).toBe(
      ' Jazz\nNo digits here',
    );
  });
});
