/**
 * docs/product-rules.md "Timings and constants": the message to an owner is prefilled with a greeting that names the item. The rent and
 * services browse screens both build it, so it lives here, in plain functions the tests pin down.
 */
export function ownerGreeting(itemName: string, ownerName: string, kind: 'item' | 'service' = 'item'): string {
  const owner = ownerName.trim() || 'there';
  const suffix = kind === 'service' ? ' service' : '';
  return `Hi ${owner}, I found your "${itemName.trim()}"${suffix} on Campus Marketplace. Is it still available?`;
}

/**
 * The digits WhatsApp wants (country code first, no '+'): a 10-digit Indian number gets 91 in front,
 * and so does an 11-digit one written with the trunk 0. Null when the phone has no digits at all.
 */
export function whatsAppNumber(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits === '') return null;
  if (digits.length === 10) return `91${digits}`;
  if (digits.length === 11 && digits.startsWith('0')) return `91${digits.slice(1)}`;
  return digits;
}

/** A wa.me link that opens a chat with the prefilled text, or null without a usable phone. */
export function whatsAppHref(phone: string, text: string): string | null {
  const number = whatsAppNumber(phone);
  return number === null ? null : `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/** A mailto link with subject and body encoded (RFC 6068), or null without an address. */
export function mailtoHref(email: string, subject: string, body: string): string | null {
  const address = email.trim();
  if (address === '') return null;
  const to = address.split('@').map(encodeURIComponent).join('@');
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** The two browse filters (docs/product-rules.md "Borrow and Hire browse", "Validation") as the screen holds them; '' means "no filter". */
export interface ListingFilters {
  search: string;
  category: string;
}
