import { z } from 'zod';

/**
 * A number written as text: decimal notation, as a number input or a person types it (an optional sign, digits with
 * an optional fraction, an optional exponent), spaces around it allowed. Nothing JavaScript's `Number()` would also
 * read (`0x10`, `Infinity`, '' as 0).
 */
const NUMBER_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** What a blank field (null, '' or only spaces) is: the number it stands for, or the message refusing it. */
export type BlankNumber = { means: number } | { message: string };

/**
 * A number field of a write that takes JSON or a form (README "Forms"): a JSON number, or a form's text holding
 * one, checked by `schema`; nothing else. zod's `z.coerce.number()` ran `Number()` on anything, so a JSON `true`
 * became 1, `[5]` 5 and `false` or `null` 0, where the same values sent as a form's text were refused: a JSON body is
 * checked exactly as strictly as a form (docs/decisions/0027-number-fields-as-strict-as-a-form.md). A boolean, an
 * array or an object fails `schema` with its own type message.
 */
export function numberField<S extends z.ZodType<number, number>>(schema: S, blank: BlankNumber) {
  return z.preprocess((value: unknown, ctx) => {
    const text = typeof value === 'string' ? value.trim() : value;
    if (text === null || text === '') {
      if ('means' in blank) return blank.means;
      ctx.addIssue({ code: 'custom', message: blank.message, input: value });
      return z.NEVER;
    }
    return typeof text === 'string' && NUMBER_TEXT.test(text) ? Number(text) : value;
  }, schema);
}
