import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { LegalPageLayout } from './legal-page-layout';
import { LegalSections, type LegalSection } from './legal-sections';

const SECTIONS: readonly LegalSection[] = [
  {
    heading: 'The service',
    paragraphs: [
      'Eventfold lets you follow the websites of local venues, gathers their upcoming events into a personal calendar, and lets you create your own events and share them with friends.',
      'Eventfold is free. Using it requires no payment and no credit card, and we will never charge you without first asking for your explicit agreement.',
    ],
  },
  {
    heading: 'Your account',
    items: [
      'Give accurate information when you sign up, and keep your password to yourself.',
      'You are responsible for what happens under your account. Tell us promptly if you think someone else has used it.',
      'One person, one account: accounts may not be shared, sold or transferred.',
    ],
  },
  {
    heading: 'Your content',
    paragraphs: [
      'You keep ownership of what you add to Eventfold, such as your own events, comments and profile picture. You allow us to store and display it to you and to the friends your settings allow, only for the purpose of running the service.',
      'Only add content you have the right to share, and follow our Acceptable Use Policy.',
    ],
  },
  {
    heading: 'Event information',
    paragraphs: [
      'Events from venue websites are collected automatically and may be incomplete, out of date or wrong. Always check important details such as dates, times, prices and tickets with the venue before you go. Venues and their events are not operated or endorsed by Eventfold.',
    ],
  },
  {
    heading: 'Ending your use',
    paragraphs: [
      'You may stop using Eventfold at any time and ask us to delete your account. We may suspend or close accounts that break these terms or the Acceptable Use Policy, or that put other people or the service at risk.',
    ],
  },
  {
    heading: 'Disclaimers and liability',
    paragraphs: [
      'Eventfold is provided "as is", without warranties of any kind. To the extent the law allows, we are not liable for indirect or consequential losses, or for losses caused by relying on event information from third-party websites.',
    ],
  },
  {
    heading: 'Changes to these terms',
    paragraphs: [
      'We may update these terms as the service evolves. For significant changes we will tell you in the app before they take effect; continuing to use Eventfold afterwards means you accept the updated terms.',
    ],
  },
];

export function TermsOfServicePage() {
  return (
    <LegalPageLayout
      title="Terms of Service"
      intro="These terms are the agreement between you and Eventfold when you use our local events calendar. Please read them; by creating an account or using Eventfold you accept them."
    >
      <LegalSections sections={SECTIONS} />
      <Typography sx={{ mt: 4, lineHeight: 1.7 }}>
        See also our{' '}
        <Link component={RouterLink} to="/acceptable-use-policy">
          Acceptable Use Policy
        </Link>{' '}
        and{' '}
        <Link component={RouterLink} to="/privacy-policy">
          Privacy Policy
        </Link>
        .
      </Typography>
    </LegalPageLayout>
  );
}
