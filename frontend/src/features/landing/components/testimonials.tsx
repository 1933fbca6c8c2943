import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import { SectionHeading } from './section-heading';

const STARS = 5;

/** Sample voices for launch; they are to be replaced with quotes real users agree to publish. */
const TESTIMONIALS = [
  {
    name: 'Maya Thompson',
    role: 'Live-music regular, Austin',
    content:
      'I used to find out about shows the morning after, from somebody else’s photos. Now every room I care about is in one calendar, and I have not missed a Friday set in months.',
  },
  {
    name: 'Derek Alvarez',
    role: 'Jazz club booker, Chicago',
    content:
      'Our listings get picked up without us lifting a finger, and regulars tell me they heard about the late set from Eventfold. It fills seats on nights that used to be quiet.',
  },
  {
    name: 'Priya Nair',
    role: 'Organizes her friends’ nights out, Denver',
    content:
      'I share a show, my friends say they are in, and the plan lives in one place instead of forty group-chat messages. It is the first app that made going out easier, not louder.',
  },
] as const;

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

/** Three short stories from the people Eventfold is for: fans, venues and the friend who plans. */
export function Testimonials() {
  return (
    <Box component="section" aria-labelledby="landing-testimonials-heading" sx={{ py: { xs: 8, md: 12 } }}>
      <Container maxWidth="lg">
        <SectionHeading
          id="landing-testimonials-heading"
          eyebrow="Testimonials"
          title="Loved by people who go out"
        />
        <Box
          component="ul"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
            gap: 3,
            m: 0,
            p: 0,
            listStyle: 'none',
          }}
        >
          {TESTIMONIALS.map(({ name, role, content }) => (
            <Box component="li" key={name} sx={{ display: 'flex' }}>
              <Card variant="outlined" sx={{ flexGrow: 1, borderRadius: 4 }}>
                <CardContent
                  component="figure"
                  sx={{ m: 0, p: { xs: 3, md: 4 }, height: '100%', display: 'flex', flexDirection: 'column' }}
                >
                  <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
                    <Rating
                      value={STARS}
                      max={STARS}
                      readOnly
                      getLabelText={(value) => `${value} out of 5 stars`}
                    />
                    <FormatQuoteIcon color="primary" sx={{ opacity: 0.3, fontSize: 36 }} aria-hidden />
                  </Box>
                  <Typography component="blockquote" sx={{ m: 0, mb: 3, flexGrow: 1, lineHeight: 1.75 }}>
                    {content}
                  </Typography>
                  <Box component="figcaption" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                    <Avatar
                      sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 700 }}
                      aria-hidden
                    >
                      {initials(name)}
                    </Avatar>
                    <Box>
                      <Typography sx={{ fontWeight: 700 }}>{name}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {role}
                      </Typography>
                    </Box>
                  </Box>
                </CardContent>
              </Card>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
