import { useDocumentTitle } from '../../lib/document-title';
import { SettingsPage } from '../../features/settings/components/settings-page';

export function SettingsRoute() {
  useDocumentTitle('Settings');
  return <SettingsPage />;
}
