import { Injectable } from '@nestjs/common';
import type { AlertRule } from '@eventfold/contracts';
import type { AlertRuleDocument, AlertsDocument } from '@eventfold/projections';
import { ProjectionsService } from '../../infrastructure/events/projections.service';

export function toAlertRule(rule: AlertRuleDocument): AlertRule {
  return {
    id: rule.ruleId,
    kind: rule.ruleKind,
    value: rule.value,
    ...(rule.ruleKind === 'nearby' ? { radiusMiles: rule.radiusMiles } : {}),
    createdAt: rule.createdAt,
  };
}

/** Reads alert rules from the `alerts` read model. */
@Injectable()
export class AlertRulesQuery {
  constructor(private readonly projections: ProjectionsService) {}

  async listForUser(userId: string): Promise<AlertRuleDocument[]> {
    const rules = await this.collection().find({ kind: 'rule', userId }, { sort: { since: 1 } });
    return rules as AlertRuleDocument[];
  }

  /** Every rule of a kind, for the matcher (at most 50 per person). */
  async ofKinds(kinds: readonly AlertRuleDocument['ruleKind'][]): Promise<AlertRuleDocument[]> {
    const rules = await this.collection().find({ kind: 'rule', ruleKind: { $in: [...kinds] } });
    return rules as AlertRuleDocument[];
  }

  private collection() {
    return this.projections.collection<AlertsDocument>('alerts');
  }
}
