import { CATEGORIES, type AlertKind, type AlertRule, type EventSource } from '@eventfold/contracts';

export const ALERT_KIND_LABELS: Record<AlertKind, string> = {
  keyword: 'Keyword',
  category: 'Category',
  venue: 'Venue',
  nearby: 'Nearby',
};

export const ALERT_CATEGORIES = CATEGORIES;

/** How a rule reads in the list: what it watches, with a venue by its name. */
export function alertRuleLabel(rule: AlertRule, sources: readonly EventSource[]): string {
  switch (rule.kind) {
    case 'keyword':
      return `Events mentioning "${rule.value}"`;
    case 'category':
      return `${rule.value} events`;
    case 'venue': {
      const name = sources.find((source) => source.id === rule.value)?.name;
      return `Events at ${name ?? 'a venue you removed'}`;
    }
    case 'nearby':
      return typeof rule.radiusMiles === 'number'
        ? `Events within ${rule.radiusMiles} miles of ${rule.value}`
        : `Events near ${rule.value} (your radius)`;
  }
}
