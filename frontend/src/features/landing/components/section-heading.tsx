import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The eyebrow, h2 and lead that open every landing section, so the sections read as one page. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
}: {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
}) {
  return (
    <Box sx={{ textAlign: 'center', maxWidth: 680, mx: 'auto', mb: { xs: 5, md: 7 } }}>
      <Typography variant="overline" color="primary" sx={{ fontWeight: 700, display: 'block' }}>
        {eyebrow}
      </Typography>
      <Typography
        id={id}
        variant="h2"
        sx={{ fontWeight: 800, letterSpacing: '-0.02em', fontSize: { xs: '1.9rem', md: '2.6rem' }, mt: 1 }}
      >
        {title}
      </Typography>
      {lead && (
        <Typography color="text.secondary" sx={{ mt: 2, fontSize: { md: '1.125rem' }, lineHeight: 1.7 }}>
          {lead}
        </Typography>
      )}
    </Box>
  );
}
