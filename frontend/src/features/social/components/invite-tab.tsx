import { type FormEvent, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SendRoundedIcon from '@mui/icons-material/SendRounded';
import { LIMITS, SOCIAL_MESSAGES, type EmailInviteResponse } from '@eventfold/contracts';
import { isUnauthorized } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { emailInviteErrorToast, emailInviteRefusal, emailInviteToast } from '../email-invite-outcome';
import { useSendEmailInvite } from '../api/send-email-invite';
import { CopyLinkField } from '../../../components/ui/copy-link-field';

/**
 * Invite by e-mail. The answer always carries the single-use link; when the e-mail could not be
 * sent the person is told so and shares the link themselves.
 */
export function InviteTab() {
  const [email, setEmail] = useState('');
  const [result, setResult] = useState<EmailInviteResponse | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const invite = useSendEmailInvite();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!event.currentTarget.reportValidity()) return;
    setRefusal(null);
    invite.mutate(email.trim(), {
      onSuccess: (answer) => {
        toast(emailInviteToast(answer));
        if (!answer.success) {
          setResult(null);
          return;
        }
        setResult(answer);
        setEmail('');
      },
      onError: (error) => {
        if (isUnauthorized(error)) return;
        setRefusal(emailInviteRefusal(error));
        toast(emailInviteErrorToast(error));
      },
    });
  };

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        Invite a friend by e-mail. They get a link that connects you as soon as they sign up or sign in.
      </Typography>
      <Stack
        component="form"
        noValidate={false}
        onSubmit={submit}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
      >
        <TextField
          label="Friend's email"
          type="email"
          required
          fullWidth
          size="small"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setRefusal(null);
          }}
          error={refusal !== null}
          helperText={refusal ?? undefined}
          autoComplete="email"
          slotProps={{ htmlInput: { maxLength: LIMITS.emailMaxLength } }}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<SendRoundedIcon />}
          disabled={invite.isPending}
          sx={{ flexShrink: 0 }}
        >
          {invite.isPending ? 'Sending...' : 'Send Invite'}
        </Button>
      </Stack>
      {result && (
        <Stack spacing={1}>
          <Alert severity={result.emailSent ? 'success' : 'info'}>
            {result.emailSent
              ? result.message
              : `${SOCIAL_MESSAGES.inviteLinkCreated}. Share this link with your friend.`}
          </Alert>
          <CopyLinkField link={result.inviteLink} label="Invite link" />
        </Stack>
      )}
    </Stack>
  );
}
