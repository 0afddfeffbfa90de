/**
 * Who an account is to the back office, from its groups, and the rules of removing one from staff:
 * never yourself, never the last administrator.
 */
import { ADMIN_GROUP, STAFF_GROUP } from '../contract/endpoints';
import { CANNOT_REMOVE_LAST_ADMIN, CANNOT_REMOVE_YOURSELF, type AccountStatus } from '../contract/staff-accounts';
import { conflict } from './errors';

/** `admin` needs both groups: an account only in `admin` has no access to the back office (staff routes need `staff`). */
export function accountStatus(groups: Iterable<string>): AccountStatus {
  const set = new Set(groups);
  if (!set.has(STAFF_GROUP)) return 'pending';
  return set.has(ADMIN_GROUP) ? 'admin' : 'staff';
}

/**
 * Refuses a removal that would lock the back office out: the caller removing themself, or the
 * target being the only member of `admin` (read from the pool, not from the caller's token).
 */
export function checkRemoval(o: {
  callerId: string;
  targetId: string;
  targetGroups: Iterable<string>;
  adminIds: Iterable<string>;
}) {
  if (o.callerId === o.targetId) throw conflict(CANNOT_REMOVE_YOURSELF);
  if (!new Set(o.targetGroups).has(ADMIN_GROUP)) return;
  const otherAdmins = [...o.adminIds].filter((id) => id !== o.targetId);
  if (otherAdmins.length === 0) throw conflict(CANNOT_REMOVE_LAST_ADMIN);
}

/**
 * The groups a removal from staff takes the account out of, in order: `admin` first (an admin is
 * always staff), so a failure in between leaves plain staff, never an administrator without staff.
 */
export function groupsToLeave(groups: Iterable<string>): string[] {
  const set = new Set(groups);
  return [ADMIN_GROUP, STAFF_GROUP].filter((g) => set.has(g));
}
