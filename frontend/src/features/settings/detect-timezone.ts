import { DEFAULT_TIMEZONE, TIMEZONE_IDS, timezoneLabel, type TimezoneId } from '@eventfold/contracts';
import { type ToastVariant } from '../../lib/toast';

export interface DetectedTimezone {
  timezone: TimezoneId;
  description: string;
  variant: ToastVariant;
}

/**
 * The browser's zone, when it is one of the seven we offer. Any other zone (or none) falls back to
 * the default, and the toast says so instead of pretending the browser chose it.
 */
export function detectTimezone(browserZone: string | undefined): DetectedTimezone {
  const supported = TIMEZONE_IDS.find((id) => id === browserZone);
  if (supported)
    return { timezone: supported, description: `Set to ${timezoneLabel(supported)}`, variant: 'success' };
  const fallback = `Set to ${timezoneLabel(DEFAULT_TIMEZONE)}`;
  return {
    timezone: DEFAULT_TIMEZONE,
    description: browserZone
      ? `${fallback} (${browserZone} is not one of the supported US timezones)`
      : fallback,
    variant: browserZone ? 'warning' : 'success',
  };
}
