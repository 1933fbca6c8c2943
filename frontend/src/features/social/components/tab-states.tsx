import { type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export function LoadingRows({ label }: { label: string }) {
  return (
    <Stack spacing={1} aria-busy aria-label={label}>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} variant="rounded" height={52} />
      ))}
    </Stack>
  );
}

export function LoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {text}
    </Alert>
  );
}

export function EmptyState({ icon, title, hint }: { icon: ReactNode; title: string; hint?: string }) {
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: 6, color: 'text.secondary' }}>
      {icon}
      <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
      {hint && <Typography variant="body2">{hint}</Typography>}
    </Stack>
  );
}
