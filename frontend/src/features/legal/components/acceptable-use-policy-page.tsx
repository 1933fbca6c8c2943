import { LegalPageLayout } from './legal-page-layout';
import { LegalSections, type LegalSection } from './legal-sections';

const SECTIONS: readonly LegalSection[] = [
  {
    heading: 'What is not allowed',
    paragraphs: ['When you use Eventfold, you must not:'],
    items: [
      'Scrape Eventfold: collect data from our pages or API with bots, crawlers or other automated means, or harvest information about other members, beyond the features we offer.',
      'Impersonate anyone or create fake accounts: pretend to be another person, venue or organisation, misrepresent who you are, or create accounts in bulk or by automated means.',
      'Interfere with security: probe, scan or test our systems for weaknesses, bypass sign-in, rate limits or other protections, access accounts or data that are not yours, or overload the service.',
      'Send spam or malware: post unsolicited promotions, send mass or unwanted invitations, or upload or link to viruses, malicious code or deceptive content.',
      'Use Eventfold unlawfully: break any applicable law, infringe the rights of others, or use the service to harass, threaten or harm anyone.',
    ],
  },
  {
    heading: 'Adding event sources',
    paragraphs: [
      'Add only publicly available venue websites as event sources, and respect those sites. Eventfold checks each source at a measured pace; do not use it to put heavy load on a website or to reach pages that require a login.',
    ],
  },
  {
    heading: 'Enforcement',
    paragraphs: [
      'We may remove content, limit features, or suspend or close accounts that break this policy, and where the law requires it we will report unlawful activity to the authorities. If you see something that breaks these rules, please tell us.',
    ],
  },
];

export function AcceptableUsePolicyPage() {
  return (
    <LegalPageLayout
      title="Acceptable Use Policy"
      intro="Eventfold works because people use it in good faith. These rules keep the service safe and fair for everyone; they are part of our Terms of Service."
    >
      <LegalSections sections={SECTIONS} />
    </LegalPageLayout>
  );
}
