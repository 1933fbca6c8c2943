import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UnsubscribeRoundedIcon from '@mui/icons-material/UnsubscribeRounded';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { EMAIL_MESSAGES } from '@eventfold/contracts';
import { useDocumentTitle } from '../../../lib/document-title';
import { useUnsubscribe } from '../api/unsubscribe';

/**
 * The unsubscribe link's page: opening it changes nothing (a mail scanner may open links); its
 * button turns notification mail off, without signing in.
 */
export function UnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();

  return (
    <Box
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}
    >
      <Card sx={{ width: '100%', maxWidth: 480 }}>
        <CardContent sx={{ p: 3 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
            <UnsubscribeRoundedIcon aria-hidden color="primary" fontSize="large" />
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              Unsubscribe from Eventfold e-mail
            </Typography>
          </Stack>
          {unsubscribe.isSuccess ? (
            <Typography role="status">{unsubscribe.data.message}</Typography>
          ) : token === '' ? (
            <Typography role="alert" color="error">
              {EMAIL_MESSAGES.unsubscribeInvalid}
            </Typography>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary">
                Stop e-mail about alerts, reminders and activity on your events? You will still see them in
                the app.
              </Typography>
              {unsubscribe.isError && (
                <Typography role="alert" color="error" sx={{ mt: 2 }}>
                  {unsubscribe.error.message}
                </Typography>
              )}
              <Button
                variant="contained"
                sx={{ mt: 3 }}
                disabled={unsubscribe.isPending}
                onClick={() => unsubscribe.mutate(token)}
              >
                Unsubscribe
              </Button>
            </>
          )}
          <Box sx={{ mt: 3 }}>
            <Button component={RouterLink} to="/" size="small">
              Back to Home
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
