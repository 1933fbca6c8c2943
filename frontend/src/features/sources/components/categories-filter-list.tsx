import { useId } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type CategoryOption, isSelected, toggleSelection } from '../venue-filters';
import { CategoryDot } from './category-dot';

interface CategoriesFilterListProps {
  options: readonly CategoryOption[];
  selected: readonly string[] | null;
  onChange: (categories: string[] | null) => void;
}

/** One checkbox per category of the person's venues, with how many of the loaded events it has. */
export function CategoriesFilterList({ options, selected, onChange }: CategoriesFilterListProps) {
  const universe = options.map((o) => o.category);
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        Categories
      </Typography>
      {options.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Categories appear once you add venues.
        </Typography>
      ) : (
        <Stack role="group" aria-label="Categories">
          {options.map(({ category, count }) => (
            <Stack
              key={category}
              direction="row"
              sx={{ alignItems: 'center', justifyContent: 'space-between' }}
            >
              <FormControlLabel
                sx={{ mr: 0, minWidth: 0 }}
                control={
                  <Checkbox
                    size="small"
                    checked={isSelected(selected, category)}
                    onChange={() => onChange(toggleSelection(selected, category, universe))}
                  />
                }
                label={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
                    <CategoryDot category={category} />
                    <Typography variant="body2" noWrap>
                      {category}
                    </Typography>
                  </Stack>
                }
              />
              <Typography variant="caption" color="text.secondary" title={`${count} upcoming events`}>
                {count}
              </Typography>
            </Stack>
          ))}
        </Stack>
      )}
    </Box>
  );
}
