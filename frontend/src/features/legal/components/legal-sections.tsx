import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface LegalSection {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
  /** A closing paragraph after the list. */
  after?: string;
}

/** Renders a policy's sections: a heading, its paragraphs and an optional list. */
export function LegalSections({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <Box component="section" key={section.heading} sx={{ mt: 4 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {section.heading}
          </Typography>
          {section.paragraphs?.map((text) => (
            <Typography key={text} sx={{ mb: 1.5, lineHeight: 1.7 }}>
              {text}
            </Typography>
          ))}
          {section.items && (
            <Box component="ul" sx={{ pl: 3, my: 1 }}>
              {section.items.map((item) => (
                <Typography component="li" key={item} sx={{ mb: 0.75, lineHeight: 1.7 }}>
                  {item}
                </Typography>
              ))}
            </Box>
          )}
          {section.after && <Typography sx={{ mt: 1.5, lineHeight: 1.7 }}>{section.after}</Typography>}
        </Box>
      ))}
    </>
  );
}
