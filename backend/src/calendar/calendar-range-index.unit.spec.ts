import { CalendarRangeIndex, RANGE_INDEX_MAX_ENTRIES, type CalendarEventHead } from './calendar-range-index';

function head(id: string, startDate: string, rangeEnd: string): CalendarEventHead {
  return {
    _id: id,
    _position: '1',
    sourceId: null,
    startDate,
    rangeEnd,
    allDay: false,
    timezone: 'America/Chicago',
    eventId: id,
    createdAt: '2026-01-01T00:00:00.000Z',
    title: `Show ${id}`,
    location: null,
  };
}

const calendar = [
  head('late', '2026-03-20T10:00:00.000Z', '2026-03-20T11:00:00.000Z'),
  // Starts before March and runs into it: part of March.
  head('festival', '2026-02-27T00:00:00.000Z', '2026-03-02T00:00:00.000Z'),
  head('early', '2026-03-01T00:00:00.000Z', '2026-03-01T01:00:00.000Z'),
  head('february', '2026-02-10T00:00:00.000Z', '2026-02-10T01:00:00.000Z'),
  head('april', '2026-04-01T00:00:00.000Z', '2026-04-01T01:00:00.000Z'),
];
const march = [new Date('2026-03-01T00:00:00Z'), new Date('2026-04-01T00:00:00Z')] as const;
const ids = (heads: CalendarEventHead[] | undefined) => heads?.map((found) => found._id);

describe('CalendarRangeIndex', () => {
  it('answers the entries overlapping a range by start, loading the calendar once per version', async () => {
    const index = new CalendarRangeIndex({ eventsCacheMaxBytes: 1024 * 1024 });
    let loads = 0;
    const loadAll = async () => {
      loads += 1;
      return calendar.map((entry) => ({ ...entry }));
    };
    expect(ids(await index.range('ann', 'v1', ...march, loadAll))).toEqual(['festival', 'early', 'late']);
    expect(
      ids(await index.range('ann', 'v1', new Date('2026-02-01'), new Date('2026-02-28'), loadAll)),
    ).toEqual(['february', 'festival']);
    expect(loads).toBe(1);
    // A new version of Ann's calendar is read again; Bob's calendar is his own.
    await index.range('ann', 'v2', ...march, loadAll);
    await index.range('bob', 'v2', ...march, loadAll);
    expect(loads).toBe(3);
  });

  it('leaves a calendar too large to index to the caller, and loads concurrent asks once', async () => {
    const index = new CalendarRangeIndex({ eventsCacheMaxBytes: 64 * 1024 * 1024 });
    let loads = 0;
    const huge = async (limit: number) => {
      loads += 1;
      return Array.from({ length: limit }, (_, n) =>
        head(`e${n}`, '2026-03-05T00:00:00.000Z', '2026-03-05T01:00:00.000Z'),
      );
    };
    const answers = await Promise.all([
      index.range('ann', 'v1', ...march, huge),
      index.range('ann', 'v1', ...march, huge),
    ]);
    expect(answers).toEqual([undefined, undefined]);
    expect(loads).toBe(1);
    expect(RANGE_INDEX_MAX_ENTRIES).toBeGreaterThan(10_000);
  });

  it('keeps no more calendars than its bound in bytes allows', async () => {
    const index = new CalendarRangeIndex({ eventsCacheMaxBytes: 20 * 1024 });
    let loads = 0;
    const loadAll = async () => {
      loads += 1;
      return calendar.map((entry) => ({ ...entry }));
    };
    // Each calendar counts ~6 KB (five entries and room for their JSON): three fit, the fourth drops the first.
    for (const user of ['a', 'b', 'c', 'd']) await index.range(user, 'v1', ...march, loadAll);
    await index.range('d', 'v1', ...march, loadAll);
    expect(loads).toBe(4);
    await index.range('a', 'v1', ...march, loadAll);
    expect(loads).toBe(5);
  });
});
