import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventBusyRoundedIcon from '@mui/icons-material/EventBusyRounded';
import { Link as RouterLink } from 'react-router-dom';
import { EVENT_MESSAGES } from '@eventfold/contracts';

export function SharedEventSkeleton() {
  return (
    <Card aria-busy="true" aria-label="Loading event">
      <Skeleton variant="rectangular" height={220} />
      <CardContent>
        <Stack spacing={1.5}>
          <Skeleton variant="text" width="70%" sx={{ fontSize: '2rem' }} />
          <Skeleton variant="text" width="45%" />
          <Skeleton variant="text" width="30%" />
          <Skeleton variant="text" width="55%" />
          <Skeleton variant="rounded" height={72} />
        </Stack>
      </CardContent>
    </Card>
  );
}

/** A missing event and a failed load look the same: the link leads nowhere useful. */
export function EventNotFound() {
  return (
    <Card>
      <CardContent sx={{ py: 8 }}>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <EventBusyRoundedIcon aria-hidden sx={{ fontSize: 56, color: 'text.secondary' }} />
          <Typography variant="h4" component="h1">
            {EVENT_MESSAGES.notFoundTitle}
          </Typography>
          <Typography color="text.secondary">{EVENT_MESSAGES.notFoundDescription}</Typography>
          <Button variant="contained" component={RouterLink} to="/">
            Go to Home
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
