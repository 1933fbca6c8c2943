import { type ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';

/**
 * Date handling for MUI's pickers, around the screens that show one rather than the whole app: the
 * pickers and luxon then load with those screens, not with the landing page.
 */
export function DatePickersProvider({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale="en-US">
      {children}
    </LocalizationProvider>
  );
}
