import type { FieldValues, Resolver } from 'react-hook-form';

/** A form resolver that can start loading its code before it is first needed. */
export type LazyResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & {
  preload: () => void;
};

/**
 * A react-hook-form resolver whose code (the zod schema, zod itself and its resolver) loads the
 * first time the form validates, or on `preload`: the checkout's first load carries only the
 * form. A failed load is tried again on the next validation.
 */
export function lazyResolver<Input extends FieldValues, Output>(
  load: () => Promise<Resolver<Input, unknown, Output>>,
): LazyResolver<Input, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | null = null;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) =>
    (await loaded())(values, context, options);
  return Object.assign(resolver, {
    preload: () => {
      // A failed preload is only a missed head start: the form's own validation asks again.
      loaded().catch(() => {});
    },
  });
}
