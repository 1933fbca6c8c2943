import { ALERT_LIMITS, ALERT_MESSAGES, type AlertKind, type AlertRuleEvent } from '@eventfold/contracts';
import type { Decider } from '../../infrastructure/events/command-handling';
import { DomainError } from '../../infrastructure/events/domain-error';

interface Rule {
  kind: AlertKind;
  /** null once the person's key is erased. */
  value: string | null;
  radiusMiles: number | null;
}

/** One person's alert rules, stream `alert_rules-{userId}`. */
export type AlertRulesState = { status: 'active'; rules: ReadonlyMap<string, Rule> };
export type AlertRulesCommand =
  | ({ type: 'AddAlertRule'; userId: string; ruleId: string } & Rule)
  | { type: 'RemoveAlertRule'; userId: string; ruleId: string };

export function alertRulesStreamId(userId: string): string {
  return `alert_rules-${userId}`;
}

const sameRule = (a: Rule, b: Rule) =>
  a.kind === b.kind &&
  a.radiusMiles === b.radiusMiles &&
  a.value !== null &&
  b.value !== null &&
  a.value.toLowerCase() === b.value.toLowerCase();

export function evolve(state: AlertRulesState, event: AlertRuleEvent): AlertRulesState {
  const rules = new Map(state.rules);
  switch (event.type) {
    case 'AlertRuleAdded': {
      const { ruleId, kind, value, radiusMiles } = event.data;
      rules.set(ruleId, { kind, value, radiusMiles });
      break;
    }
    case 'AlertRuleRemoved':
      rules.delete(event.data.ruleId);
      break;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
  return { status: 'active', rules };
}

export function decide(command: AlertRulesCommand, state: AlertRulesState): AlertRuleEvent[] {
  switch (command.type) {
    case 'AddAlertRule': {
      const { userId, ruleId, kind, value, radiusMiles } = command;
      if (value === null) throw new DomainError(ALERT_MESSAGES.valueRequired, 400);
      if ([...state.rules.values()].some((rule) => sameRule(rule, command)))
        throw new DomainError(ALERT_MESSAGES.duplicate, 409);
      if (state.rules.size >= ALERT_LIMITS.rulesMax) throw new DomainError(ALERT_MESSAGES.tooMany, 400);
      return [{ type: 'AlertRuleAdded', data: { userId, ruleId, kind, value, radiusMiles } }];
    }
    case 'RemoveAlertRule':
      if (!state.rules.has(command.ruleId)) throw new DomainError(ALERT_MESSAGES.notFound, 404);
      return [{ type: 'AlertRuleRemoved', data: { userId: command.userId, ruleId: command.ruleId } }];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export const alertRulesDecider: Decider<AlertRulesState, AlertRulesCommand, AlertRuleEvent> = {
  initialState: () => ({ status: 'active', rules: new Map() }),
  evolve,
  decide,
};
