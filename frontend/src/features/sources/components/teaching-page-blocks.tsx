import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { type TeachingPage } from '@eventfold/contracts';

/** Blocks listed at once; the search narrows a longer page. */
const LISTED = 400;

interface TeachingPageBlocksProps {
  page: TeachingPage;
  search: string;
  disabled: boolean;
  onPick: (text: string) => void;
}

/**
 * The venue's page as the scanner fetched it, block by block, as plain text (never the live page, its markup, scripts
 * or styles): each block a button, so a click shows us an event's title.
 */
export function TeachingPageBlocks({ page, search, disabled, onPick }: TeachingPageBlocksProps) {
  const wanted = search.trim().toLowerCase();
  const matching = wanted
    ? page.blocks.filter((block) => block.text.toLowerCase().includes(wanted))
    : page.blocks;
  return (
    <Box
      role="list"
      aria-label="The page as our scanner fetched it"
      sx={{ maxHeight: 320, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, p: 0.5 }}
    >
      {matching.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
          {wanted ? 'Nothing on the page matches your search.' : 'The page shows no text.'}
        </Typography>
      )}
      {matching.slice(0, LISTED).map((block, index) => (
        <Box role="listitem" key={index}>
          <ButtonBase
            disabled={disabled}
            onClick={() => onPick(block.text)}
            sx={{
              display: 'block',
              width: '100%',
              textAlign: 'left',
              px: 1,
              py: 0.25,
              borderRadius: 1,
              '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
            }}
          >
            <Typography variant="body2" component="span" sx={{ fontWeight: block.prominent ? 600 : 400 }}>
              {block.text}
            </Typography>
          </ButtonBase>
        </Box>
      ))}
      {(matching.length > LISTED || page.truncated) && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', p: 1 }}>
          Only part of the page is listed: search for the title you want.
        </Typography>
      )}
    </Box>
  );
}
