import { escapeHtml } from '../../infrastructure/mail/escape-html';
import type { MailMessage } from '../../infrastructure/mail/mailer';

/** One line of a digest: what happened, and the event (or page) it links to. */
export interface DigestLine {
  text: string;
  link: string;
}

const FOOTER_TEXT =
  'You get this because "Email me reminders, alerts and activity on my events" is on in your settings.';

function page(paragraphs: string[], unsubscribeLink: string): string {
  return [
    '<!doctype html><html><body style="font-family: sans-serif">',
    ...paragraphs,
    `<p style="color:#666">${escapeHtml(FOOTER_TEXT)} <a href="${escapeHtml(unsubscribeLink)}">Unsubscribe</a></p>`,
    '</body></html>',
  ].join('\n');
}

/** When an event starts, in the person's own zone, as the app writes it. */
export function startsAt(startDate: string, timezone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: timezone,
    timeZoneName: 'short',
  }).format(new Date(startDate));
}

/** A reminder, sent at once: the event, when it starts, its link. */
export function reminderMail(
  to: string,
  reminder: { title: string; when: string; link: string },
  unsubscribeLink: string,
): MailMessage {
  const { title, when, link } = reminder;
  const subject = `Reminder: ${title} starts ${when}`;
  const text = [
    `${title} starts ${when}.`,
    '',
    `See the event: ${link}`,
    '',
    FOOTER_TEXT,
    `Unsubscribe: ${unsubscribeLink}`,
  ].join('\n');
  const html = page(
    [
      `<p><strong>${escapeHtml(title)}</strong> starts ${escapeHtml(when)}.</p>`,
      `<p><a href="${escapeHtml(link)}">See the event</a></p>`,
    ],
    unsubscribeLink,
  );
  return { to, subject, text, html };
}

/** Alerts and activity since the last mail, newest first, each with its link. */
export function digestMail(to: string, lines: readonly DigestLine[], unsubscribeLink: string): MailMessage {
  const subject =
    lines.length === 1 ? (lines[0]?.text ?? 'News on Eventfold') : `${lines.length} new updates on Eventfold`;
  const text = [
    'Since our last e-mail:',
    '',
    ...lines.map((line) => `- ${line.text}: ${line.link}`),
    '',
    FOOTER_TEXT,
    `Unsubscribe: ${unsubscribeLink}`,
  ].join('\n');
  const items = lines.map(
    (line) => `<li><a href="${escapeHtml(line.link)}">${escapeHtml(line.text)}</a></li>`,
  );
  const html = page(['<p>Since our last e-mail:</p>', '<ul>', ...items, '</ul>'], unsubscribeLink);
  return { to, subject, text, html };
}
