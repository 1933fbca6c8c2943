import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CATEGORIES, LIMITS } from '@eventfold/contracts';
import { type SourceFormErrors, type SourceFormValues } from '../source-form';

interface SourceFormFieldsProps {
  values: SourceFormValues;
  errors: SourceFormErrors;
  onChange: (change: Partial<SourceFormValues>) => void;
  /** Add: the name may stay blank and the placeholder shows what it becomes. */
  nameOptional?: { placeholder: string };
  /** Edit: the ZIP a scan found on the venue's page, said so while the field still holds it. */
  zipCodeFoundOnPage?: string | null;
  disabled?: boolean;
}

/** What the ZIP field says under it when there is no error. */
function zipCodeHint(values: SourceFormValues, adding: boolean, foundOnPage: string | null): string {
  if (foundOnPage !== null && values.zipCode.trim() === foundOnPage)
    return 'Found on the venue’s page. Change it if the venue is elsewhere.';
  if (adding)
    return 'Where the venue is, for events that name no address. Left blank, we take it from the venue’s page when it gives one.';
  return 'Where the venue is: Nearby places its events here when they name no address.';
}

/** URL, name, category and ZIP, shared by the add and edit dialogs. */
export function SourceFormFields({
  values,
  errors,
  onChange,
  nameOptional,
  zipCodeFoundOnPage = null,
  disabled,
}: SourceFormFieldsProps) {
  return (
    <Stack spacing={2.5} sx={{ pt: 1 }}>
      <TextField
        label="Website URL"
        name="url"
        type="url"
        autoFocus
        required
        value={values.url}
        onChange={(event) => onChange({ url: event.target.value })}
        error={Boolean(errors.url)}
        helperText={errors.url ?? 'The venue page that lists its upcoming events.'}
        placeholder="https://www.example.com/events"
        disabled={disabled}
        slotProps={{
          htmlInput: {
            inputMode: 'url',
            autoComplete: 'url',
            spellCheck: false,
            maxLength: LIMITS.urlMaxLength,
          },
        }}
      />
      <TextField
        label={nameOptional ? 'Name (optional)' : 'Name'}
        name="name"
        required={!nameOptional}
        value={values.name}
        onChange={(event) => onChange({ name: event.target.value })}
        error={Boolean(errors.name)}
        helperText={errors.name ?? (nameOptional ? 'Leave blank to use the website’s name.' : undefined)}
        placeholder={nameOptional?.placeholder}
        disabled={disabled}
        slotProps={{
          inputLabel: nameOptional ? { shrink: true } : undefined,
          htmlInput: { maxLength: LIMITS.nameMaxLength },
        }}
      />
      <TextField
        select
        label="Category"
        name="category"
        required
        value={values.category}
        onChange={(event) => onChange({ category: event.target.value })}
        error={Boolean(errors.category)}
        helperText={errors.category}
        disabled={disabled}
      >
        {CATEGORIES.map((category) => (
          <MenuItem key={category} value={category}>
            {category}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="ZIP code (optional)"
        name="zipCode"
        value={values.zipCode}
        onChange={(event) => onChange({ zipCode: event.target.value })}
        error={Boolean(errors.zipCode)}
        helperText={errors.zipCode ?? zipCodeHint(values, Boolean(nameOptional), zipCodeFoundOnPage)}
        placeholder="12345"
        disabled={disabled}
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            autoComplete: 'postal-code',
            maxLength: LIMITS.zipInputMaxLength,
          },
        }}
      />
    </Stack>
  );
}
