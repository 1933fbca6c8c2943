import { type FormEvent, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AUTH_MESSAGES, LIMITS } from '@eventfold/contracts';
import { toast } from '../../../lib/toast';
import { useRegister } from '../api/register';
import { type AuthValues } from '../auth-values';
import { useFormProblems } from '../../../lib/use-form-problems';
import { registrationFieldErrors, validateRegistration } from '../validation';
import { PasswordField, requiredUnstarred } from './password-field';

interface SignUpFormProps {
  values: AuthValues;
  onChange: (change: Partial<AuthValues>) => void;
  showPassword: boolean;
  onTogglePassword: () => void;
  onRegistered: () => void;
}

export function SignUpForm({
  values,
  onChange,
  showPassword,
  onTogglePassword,
  onRegistered,
}: SignUpFormProps) {
  const [showConfirm, setShowConfirm] = useState(false);
  const registration = useRegister();
  const problems = useFormProblems<keyof AuthValues>();
  const set = (field: keyof AuthValues) => (value: string) => {
    onChange({ [field]: value });
    problems.cleared([field]);
  };
  const marks = (field: keyof AuthValues) => ({
    error: Boolean(problems.errors[field]),
    helperText: problems.errors[field],
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (registration.isPending) return;
    const problem = validateRegistration(values);
    if (problem) {
      problems.report(registrationFieldErrors(values), problem);
      return;
    }
    registration.mutate(values, {
      onSuccess: () => onRegistered(),
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
          {...marks('firstName')}
          autoFocus
          required
          slotProps={requiredUnstarred(LIMITS.personNameMaxLength)}
        />
        <TextField
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          value={values.lastName}
          onChange={(e) => set('lastName')(e.target.value)}
          {...marks('lastName')}
          required
          slotProps={requiredUnstarred(LIMITS.personNameMaxLength)}
        />
      </Stack>
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(e) => set('email')(e.target.value)}
        {...marks('email')}
        required
        slotProps={requiredUnstarred(LIMITS.emailMaxLength)}
      />
      <PasswordField
        label="Password"
        name="password"
        value={values.password}
        onChange={set('password')}
        error={problems.errors.password}
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
        error={problems.errors.confirmPassword}
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
