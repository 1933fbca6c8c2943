import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ImageRoundedIcon from '@mui/icons-material/ImageRounded';
import { EVENT_MESSAGES } from '@eventfold/contracts';

/** The event's picture, or "Event Image Coming Soon" when there is none or it fails to load. */
export function EventImagePanel({ src, alt }: { src: string | null; alt: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src && failedSrc !== src) {
    return (
      <Box
        component="img"
        src={src}
        alt={alt}
        referrerPolicy="no-referrer"
        onError={() => setFailedSrc(src)}
        sx={{ width: '100%', maxHeight: 360, objectFit: 'cover', display: 'block' }}
      />
    );
  }
  return (
    <Stack
      spacing={1}
      sx={{
        height: 220,
        alignItems: 'center',
        justifyContent: 'center',
        color: 'text.secondary',
        background: 'linear-gradient(135deg, rgba(79, 70, 229, 0.10), rgba(219, 39, 119, 0.10))',
      }}
    >
      <ImageRoundedIcon aria-hidden sx={{ fontSize: 48 }} />
      <Typography>{EVENT_MESSAGES.imageComingSoon}</Typography>
    </Stack>
  );
}
