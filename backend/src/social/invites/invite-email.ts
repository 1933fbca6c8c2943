import { escapeHtml } from '../../infrastructure/mail/escape-html';
import type { MailMessage } from '../../infrastructure/mail/mailer';

/** The invitation e-mail: the same words as plain text and as HTML, where every name is escaped. */
export function inviteEmail(to: string, inviterName: string, link: string): MailMessage {
  const subject = `${inviterName} invited you to Eventfold`;
  const text = [
    `${inviterName} invited you to join Eventfold, to discover local events and plan them with friends.`,
    '',
    `Accept the invitation: ${link}`,
    '',
    'If you did not expect this e-mail, you can ignore it.',
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif">',
    `<p>${escapeHtml(inviterName)} invited you to join Eventfold, to discover local events and plan them with friends.</p>`,
    `<p><a href="${escapeHtml(link)}">Accept the invitation</a></p>`,
    '<p style="color:#666">If you did not expect this e-mail, you can ignore it.</p>',
    '</body></html>',
  ].join('\n');
  return { to, subject, text, html };
}
