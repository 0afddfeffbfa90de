/**
 * Staff management (admins only): the accounts of the user pool with where each stands, and the
 * messages of the two refusals. Shared by the `staff` handler, the README and the admin Staff page.
 */
import * as z from 'zod';

/** `pending`: registered, not in `staff`; `staff`: in `staff`; `admin`: in `staff` and `admin`. */
export const ACCOUNT_STATUSES = ['pending', 'staff', 'admin'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** Cognito's ListUsers answers at most this many users per call. */
export const USER_LIST_CALL_MAX = 60;

export const CANNOT_REMOVE_YOURSELF = 'You cannot remove yourself from staff. Ask another administrator.';
export const CANNOT_REMOVE_LAST_ADMIN = 'This is the last administrator: make another account an administrator first.';
export const NOT_CONFIRMED = 'This account has not confirmed its e-mail address yet, so it cannot be approved.';
export const ADMINS_ONLY = 'Only administrators can manage staff.';

export const userAccountSchema = z.object({
  /** The account's `sub` (stable, not personal): the `{id}` of the staff routes. */
  id: z.string(),
  email: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  /** The e-mail code was confirmed (an unconfirmed account cannot be approved). */
  confirmed: z.boolean(),
  createdAt: z.string().datetime({ offset: true }),
});
export type UserAccount = z.infer<typeof userAccountSchema>;
