import { type FormEvent, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AUTH_MESSAGES } from '@eventfold/contracts';
import { toast } from '../../../lib/toast';
import { useLogin } from '../api/login';
import { validateLogin } from '../validation';
import { PasswordField } from './password-field';

interface SignInFormProps {
  showPassword: boolean;
  onTogglePassword: () => void;
  onSignedIn: () => void;
}

export function SignInForm({ showPassword, onTogglePassword, onSignedIn }: SignInFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useLogin();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (login.isPending) return;
    const problem = validateLogin({ email, password });
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    login.mutate(
      { email, password },
      {
        onSuccess: () => {
          toast({ ...AUTH_MESSAGES.loginSuccess, variant: 'success' });
          onSignedIn();
        },
        onError: (error) => {
          toast({
            title: AUTH_MESSAGES.loginFailed.title,
            description: error.message || AUTH_MESSAGES.loginFailed.title,
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="Sign in">
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        autoFocus
      />
      <PasswordField
        label="Password"
        name="password"
        value={password}
        onChange={setPassword}
        visible={showPassword}
        onToggleVisible={onTogglePassword}
        autoComplete="current-password"
      />
      <Button type="submit" variant="contained" size="large" disabled={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </Stack>
  );
}
