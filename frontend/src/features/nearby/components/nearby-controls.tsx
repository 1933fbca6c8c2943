import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import { CATEGORIES, LIMITS, zipCodeSchema } from '@eventfold/contracts';
import type { NearbySearch } from '../api/get-nearby-events';

export const RADIUS_CHOICES = [5, 10, 25, 50, 100] as const;

/** ZIP (applied on Search or Enter), radius and category (applied at once). */
export function NearbyControls({
  search,
  onChange,
}: {
  search: NearbySearch;
  onChange: (next: NearbySearch) => void;
}) {
  const [zip, setZip] = useState(search.zip);
  const [zipError, setZipError] = useState<string | null>(null);
  // The applied ZIP can change from outside (back, forward, a link to /nearby): the field follows it.
  const [appliedZip, setAppliedZip] = useState(search.zip);
  if (appliedZip !== search.zip) {
    setAppliedZip(search.zip);
    setZip(search.zip);
    setZipError(null);
  }
  const radii = [...new Set<number>([...RADIUS_CHOICES, search.radius])].sort((a, b) => a - b);

  const applyZip = () => {
    const parsed = zipCodeSchema.safeParse(zip);
    if (!parsed.success) {
      setZipError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setZipError(null);
    onChange({ ...search, zip: parsed.data });
  };

  return (
    <Stack
      component="form"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { sm: 'flex-start' } }}
      onSubmit={(event) => {
        event.preventDefault();
        applyZip();
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label="ZIP code"
          size="small"
          value={zip}
          onChange={(event) => setZip(event.target.value)}
          error={zipError !== null}
          helperText={zipError ?? ' '}
          slotProps={{ htmlInput: { maxLength: LIMITS.zipInputMaxLength, inputMode: 'numeric' } }}
          sx={{ width: { xs: '100%', sm: 160 } }}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<SearchRoundedIcon />}
          sx={{ flexShrink: 0, height: 40 }}
        >
          Search
        </Button>
      </Stack>
      <TextField
        select
        label="Radius"
        size="small"
        value={search.radius}
        onChange={(event) => onChange({ ...search, radius: Number(event.target.value) })}
        sx={{ minWidth: 140 }}
      >
        {radii.map((miles) => (
          <MenuItem key={miles} value={miles}>
            {miles} miles
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Category"
        size="small"
        value={search.category ?? ''}
        onChange={(event) => onChange({ ...search, category: event.target.value || null })}
        sx={{ minWidth: 200 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">All categories</MenuItem>
        {CATEGORIES.map((category) => (
          <MenuItem key={category} value={category}>
            {category}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
