import { z } from 'zod/mini';
import { emailField, requiredText } from '@/lib/checkout/field-rules';
import { refineWith } from '@/lib/checkout/refine';
import { validationMessage as message } from '@/lib/checkout/validation-message';

/**
 * spec §7 POST /api/user: one zod schema per action type, shared by the account forms (in the
 * browser, with react-hook-form) and the route (on the server). Messages are packed keys of the
 * Validation namespace (spec §5), resolved in the shopper's language on either side.
 */
export const userActionTypes = [
  'login',
  'logout',
  'register',
  'newsletter',
  'contactForm',
  'customerUpdate',
  'forgotPassword',
  'resetPassword',
  'customerEmailUpdate',
] as const;
export type UserActionType = (typeof userActionTypes)[number];

export const isUserActionType = (value: unknown): value is UserActionType =>
  typeof value === 'string' && (userActionTypes as readonly string[]).includes(value);

/** spec §5 and the engine's rule: at least 8 characters, at most 256. */
export const minPasswordLength = 8;
export const maxPasswordLength = 256;
const nameLength = 64;

/** How many of the four classes (lowercase, uppercase, digits, others) a password uses. */
export function passwordClasses(password: string): number {
  return [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((pattern) => pattern.test(password))
    .length;
}

/**
 * A password as typed (never trimmed: spaces are characters of it); required means more than
 * spaces (spec §5).
 */
const typedPassword = z.string({ error: message('requiredPassword') }).check(
  z.refine((value: string) => value.trim().length > 0, message('requiredPassword')),
  z.maxLength(maxPasswordLength, message('maxLength', { n: maxPasswordLength })),
);

/** A new password: spec §5's 3 of 4 classes and the minimum length. */
export const newPasswordField = typedPassword.check(
  refineWith<string>((value, addIssue) => {
    if (!value.trim()) return;
    if (value.length < minPasswordLength)
      addIssue([], message('minLength', { n: minPasswordLength }));
    else if (passwordClasses(value) < 3) addIssue([], message('passwordClasses'));
  }),
);

/**
 * spec §5 'Passwords must match', on the confirmation field; checked even when other fields
 * have issues (so a form shows every problem at once), as long as both are strings.
 */
function mustMatch<T extends Record<string, unknown>>(
  field: keyof T & string,
  repeat: keyof T & string,
) {
  return z.refine<T>((values) => values[field] === values[repeat], {
    message: message('passwordsMustMatch'),
    path: [repeat],
    when: (payload) => {
      const values = payload.value as Record<string, unknown> | null;
      return typeof values?.[field] === 'string' && typeof values[repeat] === 'string';
    },
  });
}

const nameField = requiredText(nameLength);
/** A text input shown as 'Optional': absent or empty is fine, too long is not. */
const optionalField = (max: number) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, message('maxLength', { n: max }))));
const optionalName = optionalField(nameLength);
const optionalPrefix = optionalField(32);
const optionalFlag = z.optional(z.boolean({ error: message('choiceRequired') }));

/** Where to go after success: any string, checked by `safeRedirect` (not here). */
const redirectField = z.optional(z.nullable(z.string().check(z.maxLength(2048))));

export const loginSchema = z.object({
  email: emailField,
  password: typedPassword,
  redirect: redirectField,
});

export const logoutSchema = z.object({ redirect: redirectField });

const registerFields = z.object({
  email: emailField,
  firstname: nameField,
  middlename: optionalName,
  lastname: nameField,
  prefix: optionalPrefix,
  password: newPasswordField,
  passwordConfirm: z
    .string({ error: message('requiredPassword') })
    .check(z.maxLength(maxPasswordLength)),
  is_subscribed: optionalFlag,
  redirect: redirectField,
});

export const registerSchema = registerFields.check(
  mustMatch<z.output<typeof registerFields>>('password', 'passwordConfirm'),
);

export const newsletterSchema = z.object({ email: emailField, redirect: redirectField });

export const contactFormSchema = z.object({
  prefix: optionalPrefix,
  firstname: nameField,
  middlename: optionalName,
  lastname: nameField,
  email: emailField,
  telephone: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(16, message('maxLength', { n: 16 })),
        z.regex(/^\+?[0-9]*$/, message('numeric')),
      ),
  ),
  subject: requiredText(128),
  message: requiredText(5000),
  /** The honeypot: a field people never see (the engine answers a filled one as a success). */
  website: z.optional(z.string().check(z.maxLength(256))),
  redirect: redirectField,
});

const customerUpdateFields = z.object({
  firstname: z.optional(nameField),
  middlename: optionalName,
  lastname: z.optional(nameField),
  prefix: optionalPrefix,
  is_subscribed: optionalFlag,
  currentPassword: z.optional(z.string().check(z.maxLength(maxPasswordLength))),
  newPassword: z.optional(z.string().check(z.maxLength(maxPasswordLength))),
  repeatPassword: z.optional(z.string().check(z.maxLength(maxPasswordLength))),
  redirect: redirectField,
});

/** What a customerUpdate changes: details, the password, or both. */
export function customerUpdateParts(values: z.output<typeof customerUpdateFields>) {
  const details =
    values.firstname !== undefined ||
    values.middlename !== undefined ||
    values.lastname !== undefined ||
    values.prefix !== undefined ||
    values.is_subscribed !== undefined;
  const password = Boolean(values.newPassword || values.currentPassword || values.repeatPassword);
  return { details, password };
}

export const customerUpdateSchema = customerUpdateFields.check(
  refineWith<z.output<typeof customerUpdateFields>>((values, addIssue) => {
    const parts = customerUpdateParts(values);
    if (!parts.details && !parts.password) {
      addIssue(['firstname'], message('required'));
      return;
    }
    if (!parts.password) return;
    if (!values.currentPassword?.trim()) addIssue(['currentPassword'], message('requiredPassword'));
    const fresh = newPasswordField.safeParse(values.newPassword ?? '');
    if (!fresh.success) addIssue(['newPassword'], fresh.error.issues[0]?.message ?? 'required');
    else if (values.newPassword !== values.repeatPassword)
      addIssue(['repeatPassword'], message('passwordsMustMatch'));
  }),
);

/**
 * A new e-mail address for the account, with the current password (ADR 0014): the address
 * changes only once the link mailed to it is followed.
 */
export const customerEmailUpdateSchema = z.object({
  email: emailField,
  password: typedPassword,
  redirect: redirectField,
});

export const forgotPasswordSchema = z.object({ email: emailField, redirect: redirectField });

const resetPasswordFields = z.object({
  email: emailField,
  token: requiredText(128),
  password: newPasswordField,
  repeatPassword: z
    .string({ error: message('requiredPassword') })
    .check(z.maxLength(maxPasswordLength)),
  redirect: redirectField,
});

export const resetPasswordSchema = resetPasswordFields.check(
  mustMatch<z.output<typeof resetPasswordFields>>('password', 'repeatPassword'),
);

export const userRequestSchemas = {
  login: loginSchema,
  logout: logoutSchema,
  register: registerSchema,
  newsletter: newsletterSchema,
  contactForm: contactFormSchema,
  customerUpdate: customerUpdateSchema,
  forgotPassword: forgotPasswordSchema,
  resetPassword: resetPasswordSchema,
  customerEmailUpdate: customerEmailUpdateSchema,
} as const;

export type UserRequest<T extends UserActionType> = z.output<(typeof userRequestSchemas)[T]>;
export type UserRequestInput<T extends UserActionType> = z.input<(typeof userRequestSchemas)[T]>;

/**
 * The redirect target a reply may carry: only a path on this shop (`/…`), never another origin
 * (`//host`, `/\host`, a scheme) — no open redirect.
 */
export function safeRedirect(target: unknown): string | null {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2048) return null;
  if (!target.startsWith('/') || target.startsWith('//')) return null;
  // A backslash or a control character (browsers read /\host and a tab-split //host as another host).
  if ([...target].some((c) => c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f))
    return null;
  try {
    const resolved = new URL(target, 'http://shop.invalid');
    if (resolved.origin !== 'http://shop.invalid') return null;
  } catch {
    return null;
  }
  return target;
}
