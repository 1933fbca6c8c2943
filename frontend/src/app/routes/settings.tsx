import { useDocumentTitle } from '../../lib/document-title';
import { SettingsPage } from '../../features/settings/components/settings-page';
import { AuditLinkCard } from '../../features/audit/components/audit-link-card';

export function SettingsRoute() {
  useDocumentTitle('Settings');
  return <SettingsPage extra={<AuditLinkCard />} />;
}
