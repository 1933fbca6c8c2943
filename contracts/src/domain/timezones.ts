import { z } from 'zod';

export const TIMEZONES = [
  { value: 'America/New_York', label: 'Eastern Time (ET)' },
  { value: 'America/Chicago', label: 'Central Time (CT)' },
  { value: 'America/Denver', label: 'Mountain Time (MT)' },
  { value: 'America/Los_Angeles', label: 'Pacific Time (PT)' },
  { value: 'America/Phoenix', label: 'Arizona Time (MST)' },
  { value: 'America/Anchorage', label: 'Alaska Time (AKST)' },
  { value: 'Pacific/Honolulu', label: 'Hawaii Time (HST)' },
] as const;

export type TimezoneId = (typeof TIMEZONES)[number]['value'];
export const TIMEZONE_IDS = TIMEZONES.map((t) => t.value) as [TimezoneId, ...TimezoneId[]];
export const timezoneSchema = z.enum(TIMEZONE_IDS);
export const DEFAULT_TIMEZONE: TimezoneId = 'America/Chicago';

export function timezoneLabel(zone: string): string {
  return TIMEZONES.find((t) => t.value === zone)?.label ?? zone;
}
