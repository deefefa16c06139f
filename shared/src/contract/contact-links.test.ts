import { describe, expect, it } from 'vitest';
import { mailtoHref, ownerGreeting, whatsAppHref, whatsAppNumber } from './contact-links';

describe('ownerGreeting', () => {
  it('names the owner and the item', () => {
    expect(ownerGreeting('Desk lamp', 'Asha Rao')).toBe(
      'Hi Asha Rao, I found your "Desk lamp" on Campus Marketplace. Is it still available?',
    );
  });

  it('calls a service a service', () => {
    expect(ownerGreeting('Guitar lessons', 'Ravi', 'service')).toBe(
      'Hi Ravi, I found your "Guitar lessons" service on Campus Marketplace. Is it still available?',
    );
  });

  it('trims the names and greets "there" when the owner has no name', () => {
    expect(ownerGreeting('  Bike ', '   ')).toBe('Hi there, I found your "Bike" on Campus Marketplace. Is it still available?');
  });
});

describe('whatsAppHref', () => {
  it('puts 91 before a 10-digit Indian number and drops spaces, dashes and brackets', () => {
    expect(whatsAppNumber('98765 43210')).toBe('919876543210');
    expect(whatsAppNumber('(987) 654-3210')).toBe('919876543210');
  });

  it('keeps a number that already has the country code, and drops the trunk 0', () => {
    expect(whatsAppNumber('+91 98765 43210')).toBe('919876543210');
    expect(whatsAppNumber('09876543210')).toBe('919876543210');
    expect(whatsAppNumber('+44 20 7946 0958')).toBe('442079460958');
  });

  it('encodes the text, quotes, spaces, ampersands and all', () => {
    expect(whatsAppHref('9876543210', 'Hi "A & B"?')).toBe('https://wa.me/919876543210?text=Hi%20%22A%20%26%20B%22%3F');
  });

  it('gives no link for a phone without digits', () => {
    expect(whatsAppHref('', 'Hi')).toBeNull();
    expect(whatsAppHref('n/a', 'Hi')).toBeNull();
  });
});

describe('mailtoHref', () => {
  it('encodes the subject and the body but keeps the @ of the address', () => {
    expect(mailtoHref('asha@example.com', 'About: Desk lamp', 'Hi "Asha" & co?')).toBe(
      'mailto:asha@example.com?subject=About%3A%20Desk%20lamp&body=Hi%20%22Asha%22%20%26%20co%3F',
    );
  });

  it('encodes characters of the address that would break the link', () => {
    expect(mailtoHref(' a+b?c@example.com ', 's', 'b')).toBe('mailto:a%2Bb%3Fc@example.com?subject=s&body=b');
  });

  it('gives no link without an address', () => {
    expect(mailtoHref('  ', 's', 'b')).toBeNull();
  });
});
