import { z } from 'zod';
import { localPasswordProblem } from './password-rule';

/** Something@something: the browser's own email check is no stricter, and the server decides the rest. */
const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** Every field required (spec), names and email trimmed, and the password rule's cheap part at once. */
export const signUpSchema = z
  .object({
    firstName: z.string().trim().min(1, 'First name is required'),
    lastName: z.string().trim().min(1, 'Last name is required'),
    email: z.string().trim().min(1, 'Email is required').regex(EMAIL, 'Please enter a valid email address'),
    password: z.string().min(1, 'Password is required'),
    // Who may play for money: the server refuses under 18 (ELIGIBILITY.UNDER_AGE) and checks the codes again.
    dateOfBirth: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date of birth is required'),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'Country is a two-letter code such as US or PK'),
    region: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}-[A-Z0-9]{1,3}$/, 'State or province is a code such as US-CA or PK-PB'),
  })
  .superRefine(
    ({ password, email }, ctx) => {
      if (password === '') return;
      const problem = localPasswordProblem(password, typeof email === 'string' ? email : '');
      if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
    },
    // Checked even while another field is wrong, so the password's message never waits for them.
    { when: () => true },
  );

export type SignUpFields = z.input<typeof signUpSchema>;
export type SignUpValues = z.output<typeof signUpSchema>;
