/**
 * The mail the product sends, as plain text and HTML in the brand: application confirmation,
 * staff notice, rejection, newsletter confirmation and welcome. Pure: the mail port delivers what
 * these return.
 */
import { BRAND_NAME } from '../contract/brand';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** Extra message headers (List-Unsubscribe on newsletter mail). */
  headers?: Record<string, string>;
}

/**
 * RFC 2369: mail clients show their own unsubscribe button for it. No one-click POST (RFC 8058):
 * the link opens a page that asks the API, it does not take a POST itself.
 */
const listUnsubscribe = (unsubscribeUrl: string) => ({ 'List-Unsubscribe': `<${unsubscribeUrl}>` });

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Paragraphs (and an optional link button) in the brand's simple layout; the same words in both parts. */
function compose(
  subject: string,
  paragraphs: string[],
  link?: { label: string; url: string },
  footer?: { label: string; url: string },
): MailContent {
  const text = [
    ...paragraphs,
    ...(link ? [`${link.label}: ${link.url}`] : []),
    `— ${BRAND_NAME}`,
    ...(footer ? [`${footer.label}: ${footer.url}`] : []),
  ].join('\n\n');
  const html = `<!doctype html><html lang="en"><body style="margin:0;background:#f4f6fb;font-family:system-ui,Segoe UI,Arial,sans-serif;color:#1b1f2a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:20px;font-weight:700;color:#0b3d91;padding-bottom:16px">${escapeHtml(BRAND_NAME)}</td></tr>
${paragraphs.map((p) => `<tr><td style="font-size:15px;line-height:1.6;padding-bottom:12px">${escapeHtml(p)}</td></tr>`).join('\n')}
${link ? `<tr><td style="padding:8px 0 16px"><a href="${escapeHtml(link.url)}" style="background:#0b3d91;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:8px;display:inline-block">${escapeHtml(link.label)}</a></td></tr>` : ''}
${footer ? `<tr><td style="font-size:12px;color:#5b6478;padding-top:16px"><a href="${escapeHtml(footer.url)}" style="color:#5b6478">${escapeHtml(footer.label)}</a></td></tr>` : ''}
</table></td></tr></table></body></html>`;
  return { subject, text, html };
}

export const applicationConfirmation = (a: { name: string; jobTitle: string }) =>
  compose(`${BRAND_NAME}: we received your application for ${a.jobTitle}`, [
    `Hello ${a.name},`,
    `Thank you for applying for the ${a.jobTitle} position at ${BRAND_NAME}. We have received your application and resume, and our team will review them.`,
    'If your profile matches what we are looking for, we will contact you about the next steps. You do not need to apply again.',
  ]);

export const staffNotice = (a: { name: string; jobTitle: string; link: string }) =>
  compose(`New application: ${a.name} for ${a.jobTitle}`, [`${a.name} applied for ${a.jobTitle}.`], {
    label: 'Open the application',
    url: a.link,
  });

export const rejectionNotice = (a: { name: string; jobTitle: string }) =>
  compose(`${BRAND_NAME}: your application for ${a.jobTitle}`, [
    `Hello ${a.name},`,
    `Thank you for your interest in the ${a.jobTitle} position and for the time you spent applying.`,
    'After careful review we have decided not to move forward with your application. We wish you every success in your search, and you are welcome to apply for future openings.',
  ]);

export const newsletterConfirmation = (a: { confirmUrl: string; unsubscribeUrl: string }): MailContent => ({
  ...compose(
    `${BRAND_NAME}: confirm your newsletter subscription`,
    [
      `Please confirm that you want to receive the ${BRAND_NAME} newsletter. If you did not sign up, ignore this e-mail and nothing happens.`,
      'The link is valid for 7 days.',
    ],
    { label: 'Confirm my subscription', url: a.confirmUrl },
    { label: 'Unsubscribe', url: a.unsubscribeUrl },
  ),
  headers: listUnsubscribe(a.unsubscribeUrl),
});

/** Sent once when a sign-up is confirmed; like every later newsletter mail, it carries the unsubscribe link. */
export const newsletterWelcome = (a: { unsubscribeUrl: string }): MailContent => ({
  ...compose(
    `${BRAND_NAME}: You're subscribed`,
    [
      `You're subscribed to the ${BRAND_NAME} newsletter. Thank you for confirming your address.`,
      'We will write when we publish something worth your time: new articles on cloud and AI, and news from our team. We never share your address.',
      'You can unsubscribe at any time with the link below; one click is enough.',
    ],
    undefined,
    { label: 'Unsubscribe', url: a.unsubscribeUrl },
  ),
  headers: listUnsubscribe(a.unsubscribeUrl),
});
