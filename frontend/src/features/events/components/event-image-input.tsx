import { useEffect, useMemo, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ImageRoundedIcon from '@mui/icons-material/ImageRounded';
import { SETTINGS_MESSAGES } from '@eventfold/contracts';
import { toast } from '../../../lib/toast';
import { checkEventImage } from '../create-event-form';

/**
 * An optional picture: checked for type and size on choice, previewed before the upload. When
 * editing, the event's current picture shows until a new one is chosen or it is removed.
 */
export function EventImageInput({
  file,
  onChange,
  currentImageUrl = null,
  onRemoveCurrent,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
  currentImageUrl?: string | null;
  onRemoveCurrent?: () => void;
}) {
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = input.files?.[0];
    // Clearing lets the same file be chosen again after a refusal.
    input.value = '';
    if (!chosen) return;
    const problem = checkEventImage(chosen);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    onChange(chosen);
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <Button component="label" variant="outlined" startIcon={<ImageRoundedIcon />}>
        {file || currentImageUrl ? 'Change Image' : 'Add Image'}
        <input hidden type="file" accept="image/*" name="image" aria-label="Event image" onChange={choose} />
      </Button>
      {file && preview ? (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Thumbnail src={preview} alt="Chosen event image" />
          <Typography variant="body2" noWrap sx={{ minWidth: 0 }}>
            {file.name}
          </Typography>
          <Button size="small" onClick={() => onChange(null)}>
            Remove
          </Button>
        </Stack>
      ) : currentImageUrl ? (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Thumbnail src={currentImageUrl} alt="Current event image" />
          <Button size="small" onClick={onRemoveCurrent}>
            Remove
          </Button>
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {SETTINGS_MESSAGES.avatarHint}
        </Typography>
      )}
    </Stack>
  );
}

function Thumbnail({ src, alt }: { src: string; alt: string }) {
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1 }}
    />
  );
}
