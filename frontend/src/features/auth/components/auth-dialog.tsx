import { useState } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import { EMPTY_AUTH_VALUES, type AuthValues } from '../auth-values';
import { ProviderButtons } from './provider-buttons';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

export type AuthTab = 'login' | 'register';

interface AuthDialogProps {
  open: boolean;
  initialTab?: AuthTab;
  onClose: () => void;
  /** A provider sign-in waits for an existing account's password. */
  onLinkRequired?: () => void;
}

export function AuthDialog({ open, initialTab = 'login', onClose, onLinkRequired }: AuthDialogProps) {
  const [tab, setTab] = useState<AuthTab>(initialTab);
  // One toggle for both "Password" fields, as the two tabs share it; "Confirm password" has its own.
  const [showPassword, setShowPassword] = useState(false);
  const togglePassword = () => setShowPassword((v) => !v);
  const [values, setValues] = useState<AuthValues>(EMPTY_AUTH_VALUES);
  const change = (patch: Partial<AuthValues>) => setValues((current) => ({ ...current, ...patch }));
  const formProps = { values, onChange: change, showPassword, onTogglePassword: togglePassword };

  const signedIn = () => {
    onClose();
    window.location.reload();
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="auth-dialog-title">
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseRoundedIcon />
      </IconButton>
      <DialogContent sx={{ pt: 4, px: { xs: 2.5, sm: 4 }, pb: 4 }}>
        <Box sx={{ textAlign: 'center', mb: 2 }}>
          <Typography id="auth-dialog-title" variant="h5" component="h2">
            Welcome to Eventfold
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Sign in to discover local events or create an account
          </Typography>
        </Box>
        <Tabs
          value={tab}
          onChange={(_event, value: AuthTab) => setTab(value)}
          variant="fullWidth"
          sx={{ mb: 3 }}
        >
          <Tab label="Sign In" value="login" id="auth-tab-login" aria-controls="auth-panel-login" />
          <Tab label="Sign Up" value="register" id="auth-tab-register" aria-controls="auth-panel-register" />
        </Tabs>
        <Box role="tabpanel" id={`auth-panel-${tab}`} aria-labelledby={`auth-tab-${tab}`}>
          <ProviderButtons
            onSignedIn={signedIn}
            onLinkRequired={() => {
              onClose();
              onLinkRequired?.();
            }}
          />
          <Divider sx={{ my: 2.5, color: 'text.secondary', typography: 'body2' }}>or</Divider>
          {tab === 'login' ? (
            <SignInForm {...formProps} onSignedIn={signedIn} />
          ) : (
            <SignUpForm {...formProps} onRegistered={onClose} />
          )}
        </Box>
      </DialogContent>
    </Dialog>
  );
}
