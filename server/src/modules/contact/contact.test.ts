import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema';
import { BACKENDS, useTestApp } from '../../test/build-test-app';
import { rawBody } from '../../test/multipart';

const valid = {
  firstName: 'Asha',
  email: 'asha@campus.test',
  phoneNumber: '+91 98765 43210',
  message: 'Is the physics textbook still available?',
};

describe.each(BACKENDS)('contact form on %s', (backend) => {
  const t = useTestApp(backend);

  const submit = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/v1/contact', payload: payload as object });
  const stored = () => t.app.db.select().from(contactMessages);

  it('stores a valid message and answers 201', async () => {
    const message = `${valid.message} (${backend})`;
    const response = await submit({ ...valid, firstName: '  Asha ', message });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: 'Contact data submitted successfully!' });
    const rows = await t.app.db.select().from(contactMessages).where(eq(contactMessages.message, message));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ firstName: 'Asha', email: valid.email, phoneNumber: valid.phoneNumber });
    expect(rows[0]?.createdAt).toBeInstanceOf(Date);
  });

  it.each([
    ['firstName', 'First name is required'],
    ['email', 'Email is required'],
    ['phoneNumber', 'Phone number is required'],
    ['message', 'Message is required'],
  ] as const)('refuses a missing %s with 400 and stores nothing', async (field, message) => {
    const before = (await stored()).length;
    for (const payload of [{ ...valid, [field]: undefined }, { ...valid, [field]: '   ' }]) {
      const response = await submit(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message, error: message });
    }
    expect(await stored()).toHaveLength(before);
  });

  it.each([
    ['a malformed e-mail', { email: 'asha-at-campus' }, 'Enter a valid email address'],
    ['a malformed phone number', { phoneNumber: 'call me' }, 'Enter a valid phone number'],
  ])('refuses %s with 400', async (_case, change, message) => {
    const response = await submit({ ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message, error: message });
  });

  it('refuses a body that is not JSON with 400 and stores nothing', async () => {
    const before = (await stored()).length;
    const response = await t.app.inject(rawBody('/api/v1/contact', 'application/json', '{"firstName": "Asha"'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'The request body is not valid JSON.',
      error: 'The request body is not valid JSON.',
    });
    expect(await stored()).toHaveLength(before);
  });
});
