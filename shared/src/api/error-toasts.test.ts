import { describe, expect, it } from 'vitest';
import { errorText } from './error-toasts';

const twoWays = { noResponse: 'No answer from the server.', noMessage: 'The server refused.' };

describe('errorText', () => {
  it("prefers the server's message", () => {
    expect(errorText({ status: 409, message: 'Email is already registered in our database!' }, 'Generic')).toBe(
      'Email is already registered in our database!',
    );
    expect(errorText({ status: 400, message: 'Bad phone' }, twoWays)).toBe('Bad phone');
  });

  it('falls back to one text for every failure without a message', () => {
    expect(errorText({ status: 0, message: null }, 'Generic')).toBe('Generic');
    expect(errorText({ status: 500, message: null }, 'Generic')).toBe('Generic');
    expect(errorText(undefined, 'Generic')).toBe('Generic');
  });

  it('tells "no answer" from "an answer without a message" when the screen words them differently', () => {
    expect(errorText({ status: 0, message: null }, twoWays)).toBe('No answer from the server.');
    expect(errorText({ status: 502, message: '' }, twoWays)).toBe('The server refused.');
    expect(errorText(undefined, twoWays)).toBe('No answer from the server.');
  });
});
