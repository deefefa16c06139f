import { z } from 'zod';
import { textField } from './text';

const required = (label: string, max: number) =>
  textField(label, `${label} is required`).trim().min(1, `${label} is required`).max(max, `${label} is too long`);

export const ContactSchema = z.object({
  firstName: required('First name', 100),
  email: required('Email', 254).pipe(z.email({ error: 'Enter a valid email address' })),
  phoneNumber: required('Phone number', 20).regex(/^[+\d][\d\s-]*$/, 'Enter a valid phone number'),
  message: required('Message', 5000),
});
export type ContactInput = z.input<typeof ContactSchema>;
