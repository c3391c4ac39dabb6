/**
 * A react-hook-form resolver whose code (zod and the form's schema) loads when the form first
 * validates: a public page with a form (Contacts, a product's review form) then builds no schema
 * on its first load (web/vite.config.ts fails the build if a public page's first load has zod).
 */
import type { FieldValues, Resolver } from "react-hook-form";

export function lazyResolver<TInput extends FieldValues, TContext, TOutput extends FieldValues>(
  load: () => Promise<Resolver<TInput, TContext, TOutput>>,
): Resolver<TInput, TContext, TOutput> {
  let loading: Promise<Resolver<TInput, TContext, TOutput>> | undefined;
  return async (values, context, options) => {
    loading ??= load();
    const resolver = await loading;
    return resolver(values, context, options);
  };
}
