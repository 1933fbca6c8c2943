import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { LegalPageLayout } from './legal-page-layout';
import { LegalSections, type LegalSection } from './legal-sections';

const SECTIONS: readonly LegalSection[] = [
  {
    heading: 'What we collect',
    items: [
      'Your profile name, e-mail address and profile picture.',
      'Your ZIP code, search radius and timezone.',
      'Your interests (favorite event categories) and the events you favorite, like or comment on.',
      'The venues you follow, the events you create and your friend connections.',
    ],
  },
  {
    heading: 'Why we collect it',
    paragraphs: [
      'Only to run Eventfold for you: to gather events from the venues you choose, show them in your calendar at your local time, find events near you, and share with friends what you decide to share. We do not sell your data and we do not show ads.',
    ],
  },
  {
    heading: 'Your controls',
    items: [
      'Choose in Settings whether friends see your likes, comments and favorites, and who sees your RSVPs.',
      'Turn notifications on or off at any time.',
      'Update your profile and location whenever you like.',
    ],
  },
  {
    heading: 'Your rights',
    paragraphs: [
      'You can ask for a copy of your data, ask us to correct it, and ask us to delete your account and personal information. We honour every deletion request. Contact the Eventfold team from the e-mail address on your account, and we will reply within 30 days.',
    ],
  },
];

/** A short privacy notice at /privacy, pointing to the full, dated policy. */
export function PrivacyNoticePage() {
  return (
    <LegalPageLayout
      title="Your Privacy at Eventfold"
      intro="A plain-language summary of how we handle your information. Eventfold is free to use, and your data is used only to make the service work for you."
    >
      <LegalSections sections={SECTIONS} />
      <Typography sx={{ mt: 4, lineHeight: 1.7 }}>
        For every detail, read our full{' '}
        <Link component={RouterLink} to="/privacy-policy">
          Privacy Policy
        </Link>
        .
      </Typography>
    </LegalPageLayout>
  );
}
