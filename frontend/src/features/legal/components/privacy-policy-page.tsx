import { LegalPageLayout } from './legal-page-layout';
import { LegalSections, type LegalSection } from './legal-sections';

const SECTIONS: readonly LegalSection[] = [
  {
    heading: 'Information we collect',
    paragraphs: ['We collect only what Eventfold needs to build your calendar and connect you with friends:'],
    items: [
      'Profile details: your name and e-mail address, and a profile picture if you upload one or sign in with Google.',
      'Location preferences: the ZIP code, search radius and timezone you choose, used to show events near you at the right local time.',
      'Interests: the event categories you mark as favorites.',
      'Favorites and activity: the events you favorite, like or comment on, the venues you add as event sources, the events you create, and your friend connections and invitations.',
      'Sign-in data: a securely hashed password (we never store it in readable form) or the identifier your identity provider gives us, and a session cookie that keeps you signed in.',
    ],
  },
  {
    heading: 'How we use it',
    items: [
      'To run the service: collecting events from the venues you follow, showing them in your calendar and sending you the notifications you turned on.',
      'To share with friends exactly what your privacy settings allow, such as your likes, comments, favorites and RSVPs.',
      'To keep Eventfold secure, for example by limiting repeated failed sign-in attempts.',
    ],
    after:
      'We do not sell your personal information, we do not show advertising, and we do not use your data to build advertising profiles.',
  },
  {
    heading: 'Who can see your information',
    paragraphs: [
      'Your friends see your name, your picture and the activity your settings allow. You decide whether your likes, comments and favorites are shared, and whether your RSVPs are public, visible to friends only, or private.',
      'To read event details from venue websites we send the public content of those pages to a language-model provider. Your personal details are not part of what we send. Our hosting providers process data only on our behalf and under confidentiality obligations. We disclose information to authorities only when the law requires it.',
    ],
  },
  {
    heading: 'Cookies',
    paragraphs: [
      'Eventfold uses a single session cookie to keep you signed in. It is not used for tracking or advertising, and we do not use third-party analytics cookies.',
    ],
  },
  {
    heading: 'How long we keep it',
    paragraphs: [
      'We keep your information for as long as your account exists. Sessions expire on their own, and ending a session by logging out removes it immediately.',
    ],
  },
  {
    heading: 'Your rights',
    items: [
      'Access: ask for a copy of the personal information we hold about you.',
      'Correction: update your name, location and preferences at any time on the Settings page, or ask us to correct anything else.',
      'Deletion: ask us to delete your account and personal information. We honour every deletion request; your personal details are made permanently unreadable, including in our internal history records.',
      'Choice: change what you share with friends and which notifications you receive at any time in Settings.',
    ],
    after:
      'To exercise any of these rights, contact the Eventfold team from the e-mail address on your account so that we can confirm the request is yours. We answer within 30 days.',
  },
  {
    heading: 'Security',
    paragraphs: [
      'Passwords are stored only as strong one-way hashes, sessions are protected by secure, HTTP-only cookies, and personal details in our records are encrypted with a key unique to your account. No system is perfectly secure, so please use a password you do not use elsewhere.',
    ],
  },
  {
    heading: 'Children',
    paragraphs: [
      'Eventfold is not directed at children under 13, and we do not knowingly collect their information.',
    ],
  },
  {
    heading: 'Changes to this policy',
    paragraphs: [
      'If we change this policy we will update the date at the top of this page, and for significant changes we will tell you in the app before they take effect.',
    ],
  },
];

/** The full privacy policy, served at /privacy-policy (the address the landing page footer links to). */
export function PrivacyPolicyPage() {
  return (
    <LegalPageLayout
      title="Privacy Policy"
      meta="Last updated July 20, 2025"
      intro="This policy explains what information Eventfold collects when you use our local events calendar, how we use it, who can see it and the choices you have, including deleting your data."
    >
      <LegalSections sections={SECTIONS} />
    </LegalPageLayout>
  );
}
