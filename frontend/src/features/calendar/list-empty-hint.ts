import { type DateTime } from 'luxon';
import { DATE_LOCALE, shortDate } from '../../lib/dates';
import { eventCountLabel } from './event-format';

/** Where the next events are when the list's 30 days hold none, and the month to show for them. */
export interface ListEmptyHint {
  text: string;
  action: string;
  month: DateTime;
}

const monthName = (month: DateTime) => month.setLocale(DATE_LOCALE).toFormat('LLLL yyyy');

/**
 * The list covers the next 30 days while the This Month tile counts a calendar month and the Next
 * Event tile looks further ahead: an empty list says where those events are, so no tile contradicts
 * it. `nextDay` is the next event's day (or null), `monthCount` the This Month tile's count.
 */
export function listEmptyHint(
  nextDay: DateTime | null,
  shownMonth: DateTime,
  monthCount: number,
): ListEmptyHint | null {
  if (nextDay) {
    const month = nextDay.startOf('month');
    return {
      text: `The next one is on ${shortDate(nextDay)}, after these 30 days.`,
      action: `Show ${monthName(month)}`,
      month,
    };
  }
  if (monthCount > 0) {
    return {
      text: `This Month counts ${eventCountLabel(monthCount)} in ${monthName(shownMonth)}, none of them upcoming.`,
      action: `Show ${monthName(shownMonth)}`,
      month: shownMonth.startOf('month'),
    };
  }
  return null;
}
