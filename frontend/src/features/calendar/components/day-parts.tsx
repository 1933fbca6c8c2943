import ButtonBase from '@mui/material/ButtonBase';
import Link from '@mui/material/Link';
import { type DateTime } from 'luxon';
import { moreLabel } from '../event-days';
import { fullDate } from '../../../lib/dates';
import { eventCountLabel } from '../event-format';

interface DayCellHeaderProps {
  day: DateTime;
  isToday: boolean;
  muted?: boolean;
  count: number;
  onOpenDay: (day: DateTime) => void;
}

/** A day number's round button, the same in the month grid's plain cells; its colours vary. */
export const dayButtonShape = {
  alignSelf: 'flex-start',
  minWidth: 28,
  height: 28,
  px: 0.75,
  borderRadius: 14,
  typography: 'body2',
} as const;

/** The day number: a click opens the day dialog with all of the day's events. */
export function DayCellHeader({ day, isToday, muted = false, count, onOpenDay }: DayCellHeaderProps) {
  return (
    <ButtonBase
      onClick={() => onOpenDay(day)}
      aria-label={`${fullDate(day)}, ${eventCountLabel(count)}`}
      aria-current={isToday ? 'date' : undefined}
      sx={{
        ...dayButtonShape,
        fontWeight: isToday ? 700 : 500,
        color: isToday ? 'primary.contrastText' : muted ? 'text.disabled' : 'text.primary',
        bgcolor: isToday ? 'primary.main' : 'transparent',
        '&:hover': { bgcolor: isToday ? 'primary.dark' : 'action.hover' },
      }}
    >
      {day.day}
    </ButtonBase>
  );
}

export interface MoreButtonProps {
  count: number;
  dayLabel: string;
  onClick: () => void;
}

/** "+N more": opens the day dialog. */
export function MoreButton({ count, dayLabel, onClick }: MoreButtonProps) {
  return (
    <Link
      component="button"
      type="button"
      variant="caption"
      underline="hover"
      onClick={onClick}
      aria-label={`${moreLabel(count)} on ${dayLabel}`}
      sx={{ alignSelf: 'flex-start', fontWeight: 600, px: 0.5 }}
    >
      {moreLabel(count)}
    </Link>
  );
}
