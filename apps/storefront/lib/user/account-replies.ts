import {
  RegisterCustomerDocument,
  SendContactFormDocument,
  SubscribeToNewsletterDocument,
} from '@/lib/commerce/generated/graphql';
import { commerceQuery } from '@/lib/commerce/transport';
import { engineRefusal, succeeded, type Context, type UserReply } from './user-reply';
import type { UserRequest } from './user-requests';

// The actions that need no session: registering, the newsletter and the contact form.

/** Registers; the same answer whether or not the address already has an account. */
export async function register(
  values: UserRequest<'register'>,
  context: Context,
): Promise<UserReply> {
  const result = await commerceQuery(
    RegisterCustomerDocument,
    {
      input: {
        email: values.email,
        firstname: values.firstname,
        lastname: values.lastname,
        password: values.password,
        ...(values.middlename ? { middlename: values.middlename } : {}),
        ...(values.prefix ? { prefix: values.prefix } : {}),
        ...(values.is_subscribed !== undefined ? { is_subscribed: values.is_subscribed } : {}),
      },
    },
    context.options,
  );
  if (!result.ok) return engineRefusal(context, result.error);
  return succeeded(context, 'registered', values.redirect);
}

export async function newsletter(
  values: UserRequest<'newsletter'>,
  context: Context,
): Promise<UserReply> {
  const result = await commerceQuery(
    SubscribeToNewsletterDocument,
    { email: values.email },
    context.options,
  );
  if (!result.ok) return engineRefusal(context, result.error);
  return succeeded(context, 'newsletterConfirm', values.redirect);
}

export async function contactForm(
  values: UserRequest<'contactForm'>,
  context: Context,
): Promise<UserReply> {
  const name = [values.firstname, values.middlename, values.lastname]
    .filter((part) => part)
    .join(' ');
  const result = await commerceQuery(
    SendContactFormDocument,
    {
      input: {
        name,
        email: values.email,
        comment: values.message,
        subject: values.subject,
        ...(values.prefix ? { prefix: values.prefix } : {}),
        ...(values.telephone ? { telephone: values.telephone } : {}),
        ...(values.website ? { website: values.website } : {}),
      },
    },
    context.options,
  );
  if (!result.ok) return engineRefusal(context, result.error);
  return succeeded(context, 'contactSent', values.redirect);
}
