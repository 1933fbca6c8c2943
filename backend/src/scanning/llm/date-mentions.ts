import { findDates } from '../dates/date-patterns';

/** Distinct calendar days the page's text names (month and day): how many events it may list. */
export function dateMentions(text: string): number {
  return new Set(findDates(text).map((date) => `${date.month}-${date.day}`)).size;
}
