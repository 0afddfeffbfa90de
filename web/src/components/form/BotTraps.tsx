/**
 * The bot traps of the public forms (lambdas/contract/abuse.ts): a hidden field people never fill
 * and the time the form was on screen. One markup and one hook for the contact and newsletter forms.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { HONEYPOT_FIELD } from '../../../../lambdas/contract/abuse';

export function useBotTraps() {
  const honeypot = useRef<HTMLInputElement>(null);
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = Date.now();
  }, []);
  /** The fields sent with the form. */
  const traps = () => ({ [HONEYPOT_FIELD]: honeypot.current?.value ?? '', filledInMs: Date.now() - shownAt.current });
  return { honeypot, traps };
}

/** Hidden from people and assistive technology; bots that fill every field fill it. */
export function Honeypot({ id, inputRef }: { id: string; inputRef: RefObject<HTMLInputElement | null> }) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={id}>Website</label>
      <input ref={inputRef} id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
