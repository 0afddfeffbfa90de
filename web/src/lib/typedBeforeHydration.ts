/**
 * What a fast visitor typed into a prerendered form before React hydrated it. React resets a
 * controlled input to its state when it hydrates, so main.tsx captures the values first and each
 * form puts them back into its state once it is live. Forms opt in with `data-keep-typed="<name>"`.
 */
import { useEffect } from 'react';

const typed = new Map<string, Map<string, string>>();

/** Called once, before hydration: remembers non-empty fields of opted-in forms. */
export function captureTypedValues(root: ParentNode): void {
  for (const form of Array.from(root.querySelectorAll<HTMLFormElement>('form[data-keep-typed]'))) {
    const values = new Map<string, string>();
    for (const field of Array.from(
      form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name], textarea[name]'),
    )) {
      if (field instanceof HTMLInputElement && ['checkbox', 'radio', 'file', 'hidden', 'submit'].includes(field.type)) continue;
      if (field.value) values.set(field.name, field.value);
    }
    if (values.size) typed.set(form.dataset.keepTyped!, values);
  }
}

/** Hands the form's captured values (once) to `restore`, after the form has hydrated. */
export function useRestoreTypedValues(form: string, restore: (values: Record<string, string>) => void): void {
  useEffect(() => {
    const values = typed.get(form);
    if (!values) return;
    typed.delete(form);
    restore(Object.fromEntries(values));
    // Only the first mount restores: later renders of the form must not replay old input.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
