import Box from '@mui/material/Box';
import { categoryColor } from '../../../lib/category-colors';

/** The category's colour, as on the calendar's venue events. Decorative: the name is beside it. */
export function CategoryDot({ category }: { category: string }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{ width: 10, height: 10, borderRadius: '50%', flexShrink: 0, bgcolor: categoryColor(category) }}
    />
  );
}
