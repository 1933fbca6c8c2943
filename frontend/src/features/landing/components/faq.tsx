import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { FAQ_ITEMS } from './faq-items';
import { SectionHeading } from './section-heading';

/** Frequently asked questions; opening one closes the other, and clicking the open one closes it. */
export function Faq() {
  const [openId, setOpenId] = useState<string | null>(null);

  return (
    <Box
      component="section"
      aria-labelledby="landing-faq-heading"
      sx={{ py: { xs: 8, md: 12 }, bgcolor: 'action.hover' }}
    >
      <Container maxWidth="md">
        <SectionHeading
          id="landing-faq-heading"
          eyebrow="FAQ"
          title="Questions, answered"
          lead="Everything people ask us before they add their first venue."
        />
        {FAQ_ITEMS.map(({ id, question, answer }) => (
          <Accordion
            key={id}
            expanded={openId === id}
            onChange={(_event, expanded) => setOpenId(expanded ? id : null)}
            disableGutters
            elevation={0}
            sx={{
              mb: 1.5,
              border: 1,
              borderColor: 'divider',
              borderRadius: 3,
              overflow: 'hidden',
              '&::before': { display: 'none' },
              '&.Mui-expanded': { borderColor: 'primary.light' },
            }}
          >
            <AccordionSummary
              expandIcon={<ExpandMoreIcon />}
              // Accordion turns these into the answer region's id and accessible name.
              id={`landing-faq-${id}-question`}
              aria-controls={`landing-faq-${id}-answer`}
              sx={{ px: { xs: 2, sm: 3 }, py: 0.5 }}
            >
              <Typography sx={{ fontWeight: 700 }}>{question}</Typography>
            </AccordionSummary>
            <AccordionDetails sx={{ px: { xs: 2, sm: 3 }, pb: 3, pt: 0 }}>
              <Typography color="text.secondary" sx={{ lineHeight: 1.75 }}>
                {answer}
              </Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Container>
    </Box>
  );
}
