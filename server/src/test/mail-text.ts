// Reading a message as a mail program would, for the tests that look for a subject or a link in one.

/** Quoted-printable escapes undone, the bytes read as UTF-8. */
const decodeQuotedPrintable = (text: string) =>
  Buffer.from(text.replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');

/** RFC 2047's encoded words of a header (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`), adjacent ones joined. */
const decodeEncodedWords = (header: string) =>
  header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replaceAll('_', ' ')),
    );

/** The message made readable: its header lines unfolded and their encoded words decoded, its body's quoted-printable undone. */
export function decodeMessage(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split);
  return decodeEncodedWords(head.replace(/\r\n[ \t]+/g, ' ')) + decodeQuotedPrintable(body.replace(/=\r?\n/g, ''));
}
