import { z } from 'zod/mini';
import { refineWith } from '@/lib/checkout/refine';
import { validationMessage as message } from '@/lib/checkout/validation-message';
import { customerUpdateSchema, maxPasswordLength } from '@/lib/user/user-requests';

const passwordFields = z.object({
  currentPassword: z._default(z.string().check(z.maxLength(maxPasswordLength)), ''),
  newPassword: z._default(z.string().check(z.maxLength(maxPasswordLength)), ''),
  repeatPassword: z._default(z.string().check(z.maxLength(maxPasswordLength)), ''),
});

/**
 * The password change form (spec §3 current/new/repeat): /api/user's customerUpdate rules
 * (spec §5: 3 of 4 classes, minimum length, passwords must match), and an empty form is asked
 * for its passwords rather than sent as a change of nothing.
 */
export const passwordChangeSchema = passwordFields.check(
  refineWith<z.output<typeof passwordFields>>((values, addIssue) => {
    if (!values.currentPassword && !values.newPassword && !values.repeatPassword) {
      addIssue(['currentPassword'], message('requiredPassword'));
      addIssue(['newPassword'], message('requiredPassword'));
      return;
    }
    const checked = customerUpdateSchema.safeParse(values);
    for (const issue of checked.success ? [] : checked.error.issues) {
      addIssue(issue.path, issue.message);
    }
  }),
);

export type PasswordChange = z.output<typeof passwordChangeSchema>;
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;
