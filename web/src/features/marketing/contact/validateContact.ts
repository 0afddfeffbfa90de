/**
 * Validates the contact form with the contract's contactRequestSchema. Imported dynamically by the
 * form (on first interaction), so zod never weighs on the initial bundle.
 */
import { contactRequestSchema, type ContactRequest } from '../../../../../lambdas/contract/schemas';

export type ContactFieldErrors = Partial<Record<keyof ContactRequest, string>>;

export function validateContact(
  input: Record<Exclude<keyof ContactRequest, 'website' | 'filledInMs'>, string>,
): { ok: true; data: ContactRequest } | { ok: false; errors: ContactFieldErrors } {
  const result = contactRequestSchema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: ContactFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ContactRequest | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
