/** A message to one member: the subject, a plain text body and a simple HTML one saying the same. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

interface Body {
  greeting: string;
  lines: string[];
  action: { label: string; url: string };
  after: string[];
}

/** The text and HTML of one body: a greeting, what happened, the one link, and what to do if it was not you. */
function render({ greeting, lines, action, after }: Body): Pick<Mail, 'text' | 'html'> {
  const text = [greeting, '', ...lines, '', `${action.label}: ${action.url}`, '', ...after, '', '— Campus Marketplace'].join('\n');
  const paragraphs = (items: string[]) => items.map((item) => `<p>${escapeHtml(item)}</p>`).join('\n');
  const html = [
    '<!doctype html>',
    '<html><body style="font-family: sans-serif; line-height: 1.5; color: #1a1a1a;">',
    `<p>${escapeHtml(greeting)}</p>`,
    paragraphs(lines),
    `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`,
    `<p style="font-size: 0.9em;">Or open this address: ${escapeHtml(action.url)}</p>`,
    paragraphs(after),
    '<p>— Campus Marketplace</p>',
    '</body></html>',
  ].join('\n');
  return { text, html };
}

interface Recipient {
  name: string;
  email: string;
}

/** The password reset link (docs/product-rules.md "Password reset"). */
export function passwordResetMail(to: Recipient, link: string, validMinutes: number): Mail {
  return {
    to: to.email,
    subject: 'Reset your Campus Marketplace password',
    ...render({
      greeting: `Hello ${to.name},`,
      lines: [`Someone asked to reset the password of your Campus Marketplace account. The link works once, for ${validMinutes} minutes.`],
      action: { label: 'Choose a new password', url: link },
      after: ['If it was not you, ignore this e-mail: your password stays as it is.'],
    }),
  };
}

/** The link that verifies a member's campus address (docs/product-rules.md "Campus-verified accounts"). */
export function verifyEmailMail(to: Recipient, link: string, campusName: string, validHours: number): Mail {
  return {
    to: to.email,
    subject: `Verify your ${campusName} e-mail address`,
    ...render({
      greeting: `Hello ${to.name},`,
      lines: [
        `Open the link below to show that this address is yours: you become a verified student of ${campusName} on Campus Marketplace and can sell, buy, book and write. The link works once, for ${validHours} hours.`,
      ],
      action: { label: 'Verify my e-mail address', url: link },
      after: ['If you did not create an account, ignore this e-mail.'],
    }),
  };
}
