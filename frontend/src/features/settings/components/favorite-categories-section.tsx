import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import FavoriteRoundedIcon from '@mui/icons-material/FavoriteRounded';
import { CATEGORIES, type Category } from '@eventfold/contracts';
import { SettingsSection } from './settings-section';

interface FavoriteCategoriesSectionProps {
  selected: readonly Category[];
  onChange: (categories: Category[]) => void;
}

export function FavoriteCategoriesSection({ selected, onChange }: FavoriteCategoriesSectionProps) {
  const toggle = (category: Category) =>
    onChange(
      selected.includes(category)
        ? selected.filter((c) => c !== category)
        : CATEGORIES.filter((c) => c === category || selected.includes(c)),
    );

  return (
    <SettingsSection
      title="Favorite Categories"
      description="Pick the kinds of events you care about most."
      icon={<FavoriteRoundedIcon />}
    >
      <Box role="group" aria-label="Favorite categories" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {CATEGORIES.map((category) => {
          const checked = selected.includes(category);
          return (
            <Chip
              key={category}
              label={category}
              role="checkbox"
              aria-checked={checked}
              clickable
              color={checked ? 'primary' : 'default'}
              variant={checked ? 'filled' : 'outlined'}
              icon={checked ? <CheckRoundedIcon /> : undefined}
              onClick={() => toggle(category)}
            />
          );
        })}
      </Box>
    </SettingsSection>
  );
}
