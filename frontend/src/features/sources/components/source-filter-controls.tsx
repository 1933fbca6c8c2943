import { LIMITS } from '@eventfold/contracts';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';

interface SearchBoxProps {
  value: string;
  onChange: (search: string) => void;
}

/** Narrows the calendar's events and the venue list alike. */
export function SourceSearchBox({ value, onChange }: SearchBoxProps) {
  return (
    <TextField
      size="small"
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder="Search venues & categories..."
      // The spec's placeholder is long for a sidebar: a smaller type keeps it whole.
      sx={{ '& .MuiInputBase-input': { fontSize: 14, pr: 1 }, '& .MuiInputAdornment-root': { mr: 0.5 } }}
      slotProps={{
        htmlInput: { 'aria-label': 'Search venues & categories', maxLength: LIMITS.searchMaxLength },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchRoundedIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

interface FavoritesOnlyProps {
  checked: boolean;
  onChange: (favoritesOnly: boolean) => void;
  label?: string;
}

export function FavoritesOnlyCheckbox({
  checked,
  onChange,
  label = 'Show Favorites Only',
}: FavoritesOnlyProps) {
  return (
    <FormControlLabel
      control={
        <Checkbox size="small" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      }
      label={label}
      slotProps={{ typography: { variant: 'body2' } }}
    />
  );
}
