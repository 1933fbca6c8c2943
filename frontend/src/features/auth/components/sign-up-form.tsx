import { type FormEvent, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AUTH_MESSAGES, type RegisterRequest } from '@eventfold/contracts';
import { toast } from '../../../lib/toast';
import { useRegister } from '../api/register';
import { validateRegistration } from '../validation';
import { PasswordField } from './password-field';

interface SignUpFormProps {
  showPassword: boolean;
  onTogglePassword: () => void;
  onRegistered: () => void;
}

const EMPTY: RegisterRequest = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

export function SignUpForm({ showPassword, onTogglePassword, onRegistered }: SignUpFormProps) {
  const [values, setValues] = useState<RegisterRequest>(EMPTY);
  const [showConfirm, setShowConfirm] = useState(false);
  const registration = useRegister();
  const set = (field: keyof RegisterRequest) => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (registration.isPending) return;
    const problem = validateRegistration(values);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    registration.mutate(values, {
      onSuccess: () => {
        toast({ ...AUTH_MESSAGES.registrationSuccess, variant: 'success' });
        onRegistered();
      },
      onError: (error) => {
        toast({
          title: AUTH_MESSAGES.registrationFailed.title,
          description: error.message || AUTH_MESSAGES.registrationFailed.title,
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="Sign up">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          value={values.firstName}
          onChange={(e) => set('firstName')(e.target.value)}
          autoFocus
        />
        <TextField
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          value={values.lastName}
          onChange={(e) => set('lastName')(e.target.value)}
        />
      </Stack>
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(e) => set('email')(e.target.value)}
      />
      <PasswordField
        label="Password"
        name="password"
        value={values.password}
        onChange={set('password')}
        visible={showPassword}
        onToggleVisible={onTogglePassword}
        autoComplete="new-password"
        helperText={AUTH_MESSAGES.passwordHint}
      />
      <PasswordField
        label="Confirm password"
        name="confirmPassword"
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
        visible={showConfirm}
        onToggleVisible={() => setShowConfirm((v) => !v)}
        autoComplete="new-password"
      />
      <Button type="submit" variant="contained" size="large" disabled={registration.isPending}>
        {registration.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </Stack>
  );
}
