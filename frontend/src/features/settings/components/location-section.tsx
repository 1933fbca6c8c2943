import { useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MyLocationRoundedIcon from '@mui/icons-material/MyLocationRounded';
import PlaceRoundedIcon from '@mui/icons-material/PlaceRounded';
import { LIMITS, TIMEZONES, TIMINGS_MS } from '@eventfold/contracts';
import { toast } from '../../../lib/toast';
import { detectTimezone } from '../detect-timezone';
import { parseRadiusInput, type SettingsErrors, type SettingsFormValues } from '../settings-form';
import { SettingsSection } from './settings-section';

type LocationValues = Pick<SettingsFormValues, 'zipCode' | 'timezone' | 'preferredRadius'>;

interface LocationSectionProps {
  values: LocationValues;
  errors: SettingsErrors;
  onChange: (change: Partial<LocationValues>) => void;
}

export function LocationSection({ values, errors, onChange }: LocationSectionProps) {
  const [detecting, setDetecting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const autoDetect = () => {
    setDetecting(true);
    timer.current = setTimeout(() => {
      const detected = detectTimezone(Intl.DateTimeFormat().resolvedOptions().timeZone);
      onChange({ timezone: detected.timezone });
      toast({ title: 'Timezone Detected', description: detected.description, variant: detected.variant });
      setDetecting(false);
    }, TIMINGS_MS.timezoneDetect);
  };

  return (
    <SettingsSection
      title="Location & Preferences"
      description="Used to find events near you and to show times in your own timezone."
      icon={<PlaceRoundedIcon />}
    >
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="ZIP code"
            name="zipCode"
            autoComplete="postal-code"
            value={values.zipCode}
            onChange={(event) => onChange({ zipCode: event.target.value })}
            error={Boolean(errors.zipCode)}
            helperText={errors.zipCode ?? 'For example 12345 or 12345-6789'}
            slotProps={{ htmlInput: { maxLength: LIMITS.zipInputMaxLength, inputMode: 'numeric' } }}
          />
          <TextField
            label="Search radius"
            name="preferredRadius"
            type="number"
            value={values.preferredRadius}
            onChange={(event) => onChange({ preferredRadius: parseRadiusInput(event.target.value) })}
            error={Boolean(errors.preferredRadius)}
            helperText={errors.preferredRadius ?? `Between ${LIMITS.radiusMin} and ${LIMITS.radiusMax} miles`}
            slotProps={{
              htmlInput: { min: LIMITS.radiusMin, max: LIMITS.radiusMax, step: 1 },
              input: { endAdornment: <InputAdornment position="end">miles</InputAdornment> },
            }}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <FormControl fullWidth error={Boolean(errors.timezone)}>
            <InputLabel id="timezone-label">Timezone</InputLabel>
            <Select
              labelId="timezone-label"
              id="timezone"
              name="timezone"
              label="Timezone"
              value={values.timezone}
              onChange={(event) => onChange({ timezone: event.target.value })}
            >
              {TIMEZONES.map((zone) => (
                <MenuItem key={zone.value} value={zone.value}>
                  {zone.label}
                </MenuItem>
              ))}
            </Select>
            {errors.timezone && <FormHelperText>{errors.timezone}</FormHelperText>}
          </FormControl>
          <Button
            variant="outlined"
            startIcon={<MyLocationRoundedIcon />}
            onClick={autoDetect}
            disabled={detecting}
            sx={{ flexShrink: 0, height: 56, minWidth: 150 }}
          >
            {detecting ? 'Detecting...' : 'Auto-detect'}
          </Button>
        </Stack>
      </Stack>
    </SettingsSection>
  );
}
