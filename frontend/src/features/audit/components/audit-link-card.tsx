import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ManageSearchRoundedIcon from '@mui/icons-material/ManageSearchRounded';
import { Link as RouterLink } from 'react-router-dom';
import { useAuditAccess } from '../api/get-access';

/**
 * For auditors only: the way to /audit, which is in no menu. Everyone else sees nothing (the access
 * check answers them 403 and reads nobody's data).
 */
export function AuditLinkCard() {
  const access = useAuditAccess();
  if (!access.isSuccess) return null;
  return (
    <Card sx={{ mt: 3 }} component="section" aria-labelledby="settings-audit">
      <CardContent sx={{ px: { xs: 2.5, md: 4 }, py: { xs: 3, md: 4 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
          <ManageSearchRoundedIcon aria-hidden color="primary" />
          <Typography id="settings-audit" variant="h6" component="h2">
            Audit
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          You are an auditor: replay any user&apos;s history and see their calendar as it stood at any moment.
        </Typography>
        <Button variant="outlined" component={RouterLink} to="/audit">
          Open the audit log
        </Button>
      </CardContent>
    </Card>
  );
}
