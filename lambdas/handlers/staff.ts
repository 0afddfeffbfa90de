/**
 * Staff management, for administrators only (the route access `admin`): the pool's accounts with
 * where each stands, approving a pending account into `staff`, and removing one from staff.
 * Group changes reach the account's tokens at its next sign-in or token refresh (within an hour).
 */
import { createHandler } from './api';
import { actorOf, type Caller } from '../http/auth';
import { ADMIN_GROUP, STAFF_GROUP } from '../contract/endpoints';
import { CANNOT_REMOVE_LAST_ADMIN, NOT_CONFIRMED, type UserAccount } from '../contract/staff-accounts';
import { accountStatus, checkRemoval, groupsToLeave } from '../domain/staff-accounts';
import { conflict } from '../domain/errors';
import {
  addToGroup,
  findAccount,
  groupMemberIds,
  groupsOf,
  listDirectory,
  removeFromGroup,
  type DirectoryUser,
} from '../adapters/user-directory';
import { recordAudit } from '../adapters/audit';

const toAccount = (u: DirectoryUser, groups: Iterable<string>): UserAccount => ({
  id: u.id,
  email: u.email,
  status: accountStatus(groups),
  confirmed: u.confirmed,
  createdAt: u.createdAt,
});

const callerId = (caller: Caller) => (caller.kind === 'user' ? caller.sub : '');

export const handler = createHandler('staff', {
  listUsers: async ({ query }) => {
    const [page, staff, admins] = await Promise.all([
      listDirectory(query.limit, query.cursor),
      groupMemberIds(STAFF_GROUP),
      groupMemberIds(ADMIN_GROUP),
    ]);
    const groupsOfId = (id: string) => [...(staff.has(id) ? [STAFF_GROUP] : []), ...(admins.has(id) ? [ADMIN_GROUP] : [])];
    return { items: page.users.map((u) => toAccount(u, groupsOfId(u.id))), nextCursor: page.next };
  },

  approveStaff: async ({ params, caller }) => {
    const user = await findAccount(params.id!);
    const groups = await groupsOf(user);
    // Approving twice changes nothing and is not audited twice.
    if (groups.includes(STAFF_GROUP)) return toAccount(user, groups);
    if (!user.confirmed) throw conflict(NOT_CONFIRMED);
    await addToGroup(user, STAFF_GROUP);
    await recordAudit({ action: 'approved-staff', by: actorOf(caller), target: `user:${user.id}` });
    return toAccount(user, [...groups, STAFF_GROUP]);
  },

  removeStaff: async ({ params, caller }) => {
    const user = await findAccount(params.id!);
    const groups = await groupsOf(user);
    const leaving = groupsToLeave(groups);
    if (leaving.length === 0) return toAccount(user, groups);
    checkRemoval({
      callerId: callerId(caller),
      targetId: user.id,
      targetGroups: groups,
      adminIds: await groupMemberIds(ADMIN_GROUP),
    });
    for (const group of leaving) {
      await removeFromGroup(user, group);
      // Two administrators removing each other at once would both pass the check above: after
      // leaving `admin`, someone must still be in it, or the account goes back and the answer is 409.
      if (group === ADMIN_GROUP && (await groupMemberIds(ADMIN_GROUP)).size === 0) {
        await addToGroup(user, ADMIN_GROUP);
        throw conflict(CANNOT_REMOVE_LAST_ADMIN);
      }
    }
    await recordAudit({
      action: 'removed-staff',
      by: actorOf(caller),
      target: `user:${user.id}`,
      ...(leaving.includes(ADMIN_GROUP) ? { detail: 'was an administrator' } : {}),
    });
    return toAccount(
      user,
      groups.filter((g) => !leaving.includes(g)),
    );
  },
});
