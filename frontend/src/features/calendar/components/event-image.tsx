import { useState } from 'react';
import Box from '@mui/material/Box';

/** The event's picture; nothing at all when there is none or it fails to load. */
export function EventImage({ src, alt }: { src: string | null; alt: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return null;
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailedSrc(src)}
      sx={{ width: '100%', maxHeight: 280, objectFit: 'cover', borderRadius: 2, display: 'block' }}
    />
  );
}
