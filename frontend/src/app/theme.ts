import { createTheme } from '@mui/material/styles';
import { TIMINGS_MS } from '@eventfold/contracts/domain/limits';
import { serverMatchMedia } from '../lib/server-media';

const fontFamily = [
  'Inter',
  'ui-sans-serif',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/**
 * Phones: a fingertip needs a 44 px target (WCAG 2.5.5, Apple's HIG), more than MUI's 30–40 px buttons,
 * toggles and icons. Every pressable control gets at least that on a phone; desktop keeps MUI's sizes.
 */
const PHONE = '@media (max-width: 599.95px)';
const TOUCH_TARGET_PX = 44;
const TOUCH_TARGET = { [PHONE]: { minWidth: TOUCH_TARGET_PX, minHeight: TOUCH_TARGET_PX } };

const PRIMARY = '#4f46e5';

/**
 * A keyboard's place, on every control (WCAG 2.4.7): MUI's own focus shows only as a faint ripple,
 * invisible on filled and outlined buttons. Inside clipping containers (tabs, menus) it is drawn inward.
 */
const FOCUS_RING = { outline: `3px solid ${PRIMARY}`, outlineOffset: 2 };
const FOCUS_RING_INSIDE = { ...FOCUS_RING, outlineOffset: -3 };

export const theme = createTheme({
  cssVariables: true,
  palette: {
    mode: 'light',
    primary: { main: PRIMARY, light: '#818cf8', dark: '#3730a3', contrastText: '#ffffff' },
    secondary: { main: '#db2777', light: '#f472b6', dark: '#9d174d', contrastText: '#ffffff' },
    success: { main: '#059669' },
    warning: { main: '#d97706' },
    error: { main: '#dc2626' },
    background: { default: '#f6f7fb', paper: '#ffffff' },
    text: { primary: '#0f172a', secondary: '#475569' },
    divider: 'rgba(15, 23, 42, 0.09)',
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily,
    h1: { fontWeight: 800, letterSpacing: '-0.03em' },
    h2: { fontWeight: 800, letterSpacing: '-0.02em' },
    h3: { fontWeight: 700, letterSpacing: '-0.02em' },
    h4: { fontWeight: 700, letterSpacing: '-0.01em' },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING } } },
    MuiLink: { styleOverrides: { root: { '&:focus-visible': FOCUS_RING } } },
    MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING_INSIDE } } },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 10, paddingInline: 16, ...TOUCH_TARGET } },
    },
    MuiToggleButton: { styleOverrides: { root: TOUCH_TARGET } },
    // A checkbox's or radio's box is 24 px in 9 px of padding: 10 makes the 44.
    MuiCheckbox: { styleOverrides: { root: { [PHONE]: { padding: 10 } } } },
    MuiRadio: { styleOverrides: { root: { [PHONE]: { padding: 10 } } } },
    // A switch's own thumb target is 38 px; with its label (which toggles it too) the row makes the 44.
    MuiFormControlLabel: { styleOverrides: { root: { [PHONE]: { minHeight: TOUCH_TARGET_PX } } } },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: {
        root: {
          border: '1px solid rgba(15, 23, 42, 0.08)',
          boxShadow: '0 1px 2px rgba(15, 23, 42, 0.04), 0 8px 24px rgba(15, 23, 42, 0.05)',
        },
      },
    },
    MuiIconButton: {
      styleOverrides: { root: TOUCH_TARGET },
    },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiTooltip: { defaultProps: { enterDelay: TIMINGS_MS.tooltipOpen, arrow: true } },
    MuiDialog: { styleOverrides: { paper: { borderRadius: 20 } } },
    MuiTab: {
      styleOverrides: {
        root: { textTransform: 'none', fontWeight: 600, '&.Mui-focusVisible': FOCUS_RING_INSIDE },
      },
    },
    MuiChip: {
      styleOverrides: {
        root: { fontWeight: 500 },
        clickable: { [PHONE]: { height: TOUCH_TARGET_PX, borderRadius: TOUCH_TARGET_PX / 2 } },
      },
    },
    // What useMediaQuery answers while the server renders (the browser asks its own screen).
    MuiUseMediaQuery: { defaultProps: { ssrMatchMedia: serverMatchMedia } },
  },
});
