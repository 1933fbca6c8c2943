import { type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AUTH_MESSAGES, LIMITS } from '@eventfold/contracts';
import { toast, toastAfterReload } from '../../../lib/toast';
import { useLogin } from '../api/login';
import { type AuthValues } from '../auth-values';
import { useFormProblems } from '../../../lib/use-form-problems';
import { loginFieldErrors, validateLogin } from '../validation';
import { PasswordField, requiredUnstarred } from './password-field';

interface SignInFormProps {
  values: Pick<AuthValues, 'email' | 'password'>;
  onChange: (change: Partial<AuthValues>) => void;
  showPassword: boolean;
  onTogglePassword: () => void;
  onSignedIn: () => void;
}

export function SignInForm({
  values,
  onChange,
  showPassword,
  onTogglePassword,
  onSignedIn,
}: SignInFormProps) {
  const { email, password } = values;
  const login = useLogin();
  const problems = useFormProblems<keyof AuthValues>();
  const edit = (patch: Partial<AuthValues>) => {
    onChange(patch);
    problems.cleared(Object.keys(patch) as (keyof AuthValues)[]);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (login.isPending) return;
    const problem = validateLogin({ email, password });
    if (problem) {
      problems.report(loginFieldErrors({ email, password }), problem);
      return;
    }
    login.mutate(
      { email, password },
      {
        onSuccess: () => {
          toastAfterReload({ ...AUTH_MESSAGES.loginSuccess, variant: 'success' });
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
        onChange={(event) => edit({ email: event.target.value })}
        error={Boolean(problems.errors.email)}
        helperText={problems.errors.email}
        autoFocus
        required
        slotProps={requiredUnstarred(LIMITS.emailMaxLength)}
      />
      <PasswordField
        label="Password"
        name="password"
        value={password}
        onChange={(value) => edit({ password: value })}
        error={problems.errors.password}
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
