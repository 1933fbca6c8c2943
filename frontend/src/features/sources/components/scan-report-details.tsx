import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import { type ScanReport, TAUGHT_MESSAGES } from '@eventfold/contracts';
import { scanReportText } from '../scan-report-text';

/**
 * Under a venue: why its last scan kept nothing (always shown), and on request what it found and
 * skipped, page by page. Scraped addresses are rendered as text.
 */
export function ScanReportDetails({ report, onTeach }: { report: ScanReport; onTeach?: () => void }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const text = scanReportText(report);
  return (
    <Box sx={{ pl: 4, pr: 0.5, pb: 0.5 }}>
      {text.verdict && (
        <Typography variant="caption" component="p" color="text.secondary" data-testid="scan-verdict">
          {text.verdict}
        </Typography>
      )}
      <Button
        size="small"
        variant="text"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((value) => !value)}
        sx={{ minWidth: 0, p: 0, fontSize: 11, textTransform: 'none' }}
      >
        {open ? 'Hide scan details' : 'Scan details'}
      </Button>
      <Collapse in={open} unmountOnExit>
        <Box id={detailsId} data-testid="scan-details" sx={{ fontSize: 12, color: 'text.secondary' }}>
          {report.taught === 'changed' && (
            <Typography variant="caption" component="p" color="warning.main">
              {TAUGHT_MESSAGES.pageChanged}
            </Typography>
          )}
          {text.found && (
            <Typography variant="caption" component="p">
              {text.found}
            </Typography>
          )}
          {text.skipped && (
            <Typography variant="caption" component="p">
              {text.skipped}
            </Typography>
          )}
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {text.pages.map((page, index) => (
              <Box component="li" key={`${page.url}-${index}`}>
                <Typography variant="caption" component="p" color={page.failed ? 'error' : 'text.secondary'}>
                  {page.label}: {page.outcome}
                </Typography>
                {page.url && (
                  <Typography variant="caption" component="p" noWrap title={page.url} sx={{ opacity: 0.8 }}>
                    {page.url}
                  </Typography>
                )}
              </Box>
            ))}
          </Box>
          {onTeach && (
            <Button
              size="small"
              variant="text"
              onClick={onTeach}
              sx={{ minWidth: 0, p: 0, fontSize: 11, textTransform: 'none' }}
            >
              Not right? Show us one event
            </Button>
          )}
        </Box>
      </Collapse>
    </Box>
  );
}
