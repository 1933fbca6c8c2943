import { useEffect, useRef, useSyncExternalStore } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Portal from '@mui/material/Portal';
import { toastStore, type ToastItem, type ToastVariant } from '../../lib/toast';

const SEVERITY: Record<ToastVariant, AlertColor> = {
  default: 'info',
  destructive: 'error',
  success: 'success',
  warning: 'warning',
};

const HOTKEY = 'F8';

function ToastCard({ toast }: { toast: ToastItem }) {
  const isDefault = toast.variant === 'default';
  return (
    <Collapse in={toast.open} appear unmountOnExit>
      <Alert
        severity={SEVERITY[toast.variant]}
        variant={toast.variant === 'destructive' ? 'filled' : 'standard'}
        icon={isDefault ? false : undefined}
        onClose={() => toastStore.dismiss(toast.id)}
        sx={{
          mt: 1,
          boxShadow: 6,
          borderRadius: 2,
          pointerEvents: 'auto',
          ...(isDefault && {
            bgcolor: 'background.paper',
            color: 'text.primary',
            border: 1,
            borderColor: 'divider',
          }),
        }}
      >
        <AlertTitle sx={{ mb: toast.description ? 0.25 : 0, fontWeight: 600 }}>{toast.title}</AlertTitle>
        {toast.description}
      </Alert>
    </Collapse>
  );
}

/**
 * The toast queue on screen (loaded by Toaster with the first toast): bottom right, newest first, at most three. The region is mounted into
 * <body> only while toasts exist, so that a modal dialog opened earlier (which hides the page's other
 * nodes from assistive technology) does not hide the toasts it triggers.
 */
export function ToastRegion() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  const regionRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === HOTKEY) regionRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  if (toasts.length === 0) return null;
  return (
    <Portal>
      <Box
        ref={regionRef}
        role="region"
        aria-label={`Notifications (${HOTKEY})`}
        tabIndex={-1}
        sx={{
          position: 'fixed',
          right: 0,
          bottom: 0,
          zIndex: (theme) => theme.zIndex.snackbar,
          width: '100%',
          maxWidth: { md: 420 },
          p: 2,
          pointerEvents: 'none',
          outline: 'none',
        }}
      >
        {toasts.map((item) => (
          <ToastCard key={item.id} toast={item} />
        ))}
      </Box>
    </Portal>
  );
}
