import { type MouseEvent } from 'react';
import Box from '@mui/material/Box';

interface SkipLinkProps {
  /** The id of the element to move to; it takes focus, so it needs tabIndex={-1}. */
  targetId: string;
  children: string;
}

/**
 * The page's first focusable element (WCAG 2.4.1): hidden until a keyboard reaches it, then it moves
 * focus past the header. Focus is moved by hand, so the address keeps no #fragment.
 */
export function SkipLink({ targetId, children }: SkipLinkProps) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: 'start' });
  };
  return (
    <Box
      component="a"
      href={`#${targetId}`}
      onClick={skip}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.appBar + 1,
        px: 2,
        py: 1.5,
        borderRadius: 2,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 600,
        textDecoration: 'none',
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      {children}
    </Box>
  );
}
