import { within } from '@testing-library/react';
import { expect } from 'vitest';

interface ContactLinks {
  /** The message both links prefill. */
  greeting: string;
  /** The owner's number as wa.me takes it (country code, digits only). */
  whatsApp: string;
  email: string;
  /** The e-mail's subject. */
  subject: string;
}

/**
 * Checks the owner's contact links in `scope` (a card or the item page's contact region): WhatsApp to `whatsApp`
 * and an e-mail to `email` under `subject`, both with `greeting`. Returns the WhatsApp link for further checks.
 */
export function expectContactLinks(scope: HTMLElement, { greeting, whatsApp, email, subject }: ContactLinks): HTMLElement {
  const chat = within(scope).getByRole('link', { name: 'Chat on WhatsApp' });
  expect(chat).toHaveAttribute('href', `https://wa.me/${whatsApp}?text=${encodeURIComponent(greeting)}`);
  const mail = within(scope).getByRole('link', { name: 'E-mail the owner' });
  expect(mail).toHaveAttribute('href', `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(greeting)}`);
  return chat;
}
