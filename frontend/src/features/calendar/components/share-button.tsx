import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import ShareRoundedIcon from '@mui/icons-material/ShareRounded';
import { EVENT_MESSAGES, TIMINGS_MS } from '@eventfold/contracts';
import { isUnauthorized } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useShareEvent } from '../api/share-event';
import { copyText } from '../../../lib/copy-text';
import { eventShareLink } from '../copy-text';

interface ShareButtonProps {
  eventId: string;
  /** The owner's calendar records the share first; on the public page the link is only copied. */
  record: boolean;
}

/** Copies `${origin}/event/{id}`; the button reads "Copied!" for 2 s. */
export function ShareButton({ eventId, record }: ShareButtonProps) {
  const share = useShareEvent();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), TIMINGS_MS.linkCopied);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    if (record) {
      try {
        await share.mutateAsync(eventId);
      } catch (error) {
        // The public link works without the share row; only a lost session stops here.
        if (isUnauthorized(error)) return;
      }
    }
    try {
      await copyText(eventShareLink(eventId));
      setCopied(true);
    } catch {
      toast({ title: EVENT_MESSAGES.copyFailed, variant: 'destructive' });
    }
  };

  return (
    <Button
      variant="outlined"
      startIcon={copied ? <CheckRoundedIcon /> : <ShareRoundedIcon />}
      color={copied ? 'success' : 'primary'}
      disabled={share.isPending}
      onClick={() => void copy()}
    >
      {copied ? 'Copied!' : 'Share'}
    </Button>
  );
}
