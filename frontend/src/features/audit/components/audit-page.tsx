import { DateTime } from 'luxon';
import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import { LIMITS, type AuditUser } from '@eventfold/contracts';
import { SubPageLayout } from '../../../components/layout/sub-page-layout';
import { ApiError } from '../../../lib/api-client';
import { useAuditAccess } from '../api/get-access';
import { useAuditUsers } from '../api/search-users';
import { HistoryTimeline } from './history-timeline';

interface AuditPageProps {
  /** The calendar-as-of tab for the chosen user, composed by the route. */
  renderCalendar: (user: AuditUser, timezone: string) => ReactNode;
}

function UserSearch({ onPick, picked }: { onPick: (user: AuditUser) => void; picked: AuditUser | null }) {
  const [text, setText] = useState('');
  // Searched on submit only: each search is an audited read, so typing must not record one per key.
  const [query, setQuery] = useState('');
  const users = useAuditUsers(query);
  if (users.isError) {
    const forbidden = users.error instanceof ApiError && users.error.status === 403;
    return <Alert severity={forbidden ? 'warning' : 'error'}>{users.error.message}</Alert>;
  }
  return (
    <Stack spacing={1}>
      <Stack
        component="form"
        role="search"
        direction="row"
        spacing={1}
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(text.trim());
        }}
      >
        <TextField
          label="Find a user"
          placeholder="E-mail, name or id"
          value={text}
          onChange={(event) => setText(event.target.value)}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { maxLength: LIMITS.searchMaxLength } }}
        />
        <Button type="submit" variant="outlined" aria-label="Search users" sx={{ minWidth: 0, px: 1.5 }}>
          <SearchRoundedIcon />
        </Button>
      </Stack>
      <List dense aria-label="Users" sx={{ maxHeight: 480, overflowY: 'auto' }}>
        {(users.data ?? []).map((user) => (
          <ListItemButton key={user.id} selected={picked?.id === user.id} onClick={() => onPick(user)}>
            <ListItemText primary={user.name || user.email} secondary={user.email} />
          </ListItemButton>
        ))}
        {users.data?.length === 0 && <Typography color="text.secondary">No users found.</Typography>}
      </List>
    </Stack>
  );
}

/** Auditors find a user, read their whole history and see their calendar as of any instant. */
export function AuditPage({ renderCalendar }: AuditPageProps) {
  return (
    <SubPageLayout maxWidth="xl">
      {(user) => <AuditTools timezone={user.timezone} renderCalendar={renderCalendar} />}
    </SubPageLayout>
  );
}

function AuditTools(props: AuditPageProps & { timezone: string }) {
  const access = useAuditAccess();
  if (access.isPending) return <Typography color="text.secondary">Loading...</Typography>;
  if (access.isError) {
    const forbidden = access.error instanceof ApiError && access.error.status === 403;
    return <Alert severity={forbidden ? 'warning' : 'error'}>{access.error.message}</Alert>;
  }
  return <AuditorWorkspace {...props} />;
}

function AuditorWorkspace({ timezone, renderCalendar }: AuditPageProps & { timezone: string }) {
  const [picked, setPicked] = useState<AuditUser | null>(null);
  const [tab, setTab] = useState<'history' | 'calendar'>('history');

  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        Audit
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Paper variant="outlined" sx={{ p: 2, width: { xs: '100%', md: 320 }, flexShrink: 0 }}>
          <UserSearch picked={picked} onPick={setPicked} />
        </Paper>
        <Paper variant="outlined" sx={{ p: 2, flexGrow: 1, minWidth: 0, width: '100%' }}>
          {picked === null ? (
            <Typography color="text.secondary">Choose a user to see their history.</Typography>
          ) : (
            <Stack spacing={2}>
              <Box>
                <Typography variant="h6" component="h2">
                  {picked.name || picked.email}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {picked.email} · id {picked.id} · joined{' '}
                  {DateTime.fromISO(picked.createdAt, { zone: timezone })
                    .setLocale('en-US')
                    .toLocaleString(DateTime.DATE_SHORT)}
                </Typography>
              </Box>
              <Tabs value={tab} onChange={(_, value: 'history' | 'calendar') => setTab(value)}>
                <Tab value="history" label="History" />
                <Tab value="calendar" label="Calendar as of" />
              </Tabs>
              {tab === 'history' ? (
                <HistoryTimeline key={picked.id} userId={picked.id} timezone={timezone} />
              ) : (
                renderCalendar(picked, timezone)
              )}
            </Stack>
          )}
        </Paper>
      </Stack>
    </>
  );
}
