/** A message to one member: the subject, a plain text body and a simple HTML one saying the same. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header fields: a notification's List-Unsubscribe (docs/product-rules.md "E-mail notifications"). */
  headers?: Record<string, string>;
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
  // An address in a paragraph is a link too (a footer's unsubscribe and settings addresses).
  const linked = (item: string) => escapeHtml(item).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
  const paragraphs = (items: string[]) => items.map((item) => `<p>${linked(item)}</p>`).join('\n');
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

/** Where a notification e-mail's footer points: each of its kinds' one-click unsubscribe page and all the settings. */
export interface MailFooter {
  /** What the e-mail is about, as in 'You get this e-mail about new messages' ("new messages", or several). */
  about: string;
  /** The unsubscribe page of each kind in the e-mail. */
  stops: { about: string; url: string }[];
  settingsUrl: string;
  /** The API address a mail program POSTs to for RFC 8058's one-click unsubscribe: every kind in the e-mail. */
  oneClickUrl: string;
}

/**
 * A notification e-mail: what happened, the one link to the page, and a footer saying why the member gets it with
 * each kind's unsubscribe link and the settings; List-Unsubscribe headers let a mail program offer the same.
 */
export function notificationMail(to: Recipient, subject: string, lines: string[], action: Body['action'], footer: MailFooter): Mail {
  const [only] = footer.stops;
  const stops = only && footer.stops.length === 1 ? [`Stop these e-mails: ${only.url}`] : footer.stops.map((stop) => `Stop e-mails about ${stop.about}: ${stop.url}`);
  const rendered = render({
    greeting: `Hello ${to.name},`,
    lines,
    action,
    after: [
      `You get this e-mail about ${footer.about} because you have not had Campus Marketplace open for a while.`,
      ...stops,
      `All your e-mail settings: ${footer.settingsUrl}`,
    ],
  });
  const headers = { 'List-Unsubscribe': `<${footer.oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
  return { to: to.email, subject, ...rendered, headers };
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

/** What an admin is told of a contact form message (docs/product-rules.md "Contact"). */
export interface ContactNotice {
  firstName: string;
  email: string;
  phoneNumber: string;
  message: string;
}

/**
 * A contact form message, to one admin: who wrote, how to reach them, what they wrote, and the Contact messages
 * screen. Reply-To is the sender, so the admin's mail program answers them; the address was checked by the form.
 */
export function contactMessageMail(to: Recipient, notice: ContactNotice, screenUrl: string): Mail {
  const rendered = render({
    greeting: `Hello ${to.name},`,
    lines: [
      `${notice.firstName} wrote through the contact form:`,
      ...notice.message.split(/\r?\n/).filter((line) => line.trim() !== ''),
      `E-mail: ${notice.email}`,
      `Phone: ${notice.phoneNumber}`,
    ],
    action: { label: 'See the contact messages', url: screenUrl },
    after: ['You get this e-mail because you are an admin of Campus Marketplace. Reply to it to answer them.'],
  });
  return { to: to.email, subject: `Contact message from ${notice.firstName}`, ...rendered, headers: { 'Reply-To': notice.email } };
}
