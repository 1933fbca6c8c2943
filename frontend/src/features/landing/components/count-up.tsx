import Box from '@mui/material/Box';
import { useCountUp } from '../hooks/use-count-up';
import { formatCounter } from '../utils/count-up';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * A figure that counts up to `target`. Screen readers get the final figure once instead of fifty
 * interim numbers; the moving digits are for sighted visitors only.
 */
export function CountUp({ target, animate }: { target: number; animate: boolean }) {
  const value = useCountUp(target, { animate });
  return (
    <>
      <Box component="span" aria-hidden sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatCounter(value)}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {formatCounter(target)}
      </Box>
    </>
  );
}
