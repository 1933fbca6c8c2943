import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import { EVENT_MESSAGES, TIMINGS_MS } from '@eventfold/contracts';
import { copyText } from '../../lib/copy-text';
import { toast } from '../../lib/toast';

/** A read-only link with a Copy button that reads "Copied!" for 2 s. */
export function CopyLinkField({ link, label }: { link: string; label: string }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), TIMINGS_MS.linkCopied);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await copyText(link);
      setCopied(true);
    } catch {
      toast({ title: EVENT_MESSAGES.copyFailed, variant: 'destructive' });
    }
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <TextField
        label={label}
        value={link}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <Button
        variant="outlined"
        color={copied ? 'success' : 'primary'}
        startIcon={copied ? <CheckRoundedIcon /> : <ContentCopyRoundedIcon />}
        onClick={() => void copy()}
        sx={{ flexShrink: 0 }}
      >
        {copied ? 'Copied!' : 'Copy link'}
      </Button>
    </Stack>
  );
}
