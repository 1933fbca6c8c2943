import { LIMITS } from '@eventfold/contracts';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import VisibilityOffRoundedIcon from '@mui/icons-material/VisibilityOffRounded';
import VisibilityRoundedIcon from '@mui/icons-material/VisibilityRounded';

interface PasswordFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  visible: boolean;
  onToggleVisible: () => void;
  autoComplete: 'current-password' | 'new-password';
  helperText?: string;
  /** A complaint about this field; shown in place of the hint. */
  error?: string;
  disabled?: boolean;
}

/**
 * `required` for the browser and assistive technology, without MUI's asterisk: on a short form where
 * every field is needed, a star on each says nothing and changes the label people read.
 */
export const REQUIRED_UNSTARRED = { inputLabel: { required: false } } as const;

/** REQUIRED_UNSTARRED with the input's length limit (the contract's). */
export function requiredUnstarred(maxLength: number) {
  return { ...REQUIRED_UNSTARRED, htmlInput: { maxLength } };
}

/** A password input whose visibility is owned by the form, so that two fields can share one toggle. */
export function PasswordField(props: PasswordFieldProps) {
  const {
    label,
    name,
    value,
    onChange,
    visible,
    onToggleVisible,
    autoComplete,
    helperText,
    error,
    disabled,
  } = props;
  return (
    <TextField
      label={label}
      name={name}
      type={visible ? 'text' : 'password'}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete={autoComplete}
      error={Boolean(error)}
      helperText={error ?? helperText}
      disabled={disabled}
      required
      slotProps={{
        ...requiredUnstarred(LIMITS.passwordMaxLength),
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={`${visible ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
                aria-pressed={visible}
                onClick={onToggleVisible}
                onMouseDown={(event) => event.preventDefault()}
              >
                {visible ? <VisibilityOffRoundedIcon /> : <VisibilityRoundedIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
