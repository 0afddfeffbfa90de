/**
 * The stage's Cognito user pool as the staff function sees it: accounts (by `sub`), the members of
 * a group, and group changes. Only the operations granted to the `staff` family
 * (lambdas/contract/grants.ts) are used, always on USER_POOL_ID.
 */
import {
  AdminAddUserToGroupCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  ListUsersCommand,
  ListUsersInGroupCommand,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';
import { USER_LIST_CALL_MAX } from '../contract/staff-accounts';
import { notFound } from '../domain/errors';
import { requireEnv, userPoolClient } from './clients';

export interface DirectoryUser {
  /** The account's `sub`. */
  id: string;
  /** Cognito's user name (what Admin* operations take). */
  username: string;
  email: string;
  confirmed: boolean;
  createdAt: string;
}

const poolId = () => requireEnv('USER_POOL_ID');
const attribute = (u: UserType, name: string) => u.Attributes?.find((a) => a.Name === name)?.Value;

function toDirectoryUser(u: UserType): DirectoryUser | undefined {
  const id = attribute(u, 'sub');
  if (!id || !u.Username) return undefined;
  return {
    id,
    username: u.Username,
    email: attribute(u, 'email') ?? u.Username,
    confirmed: u.UserStatus === 'CONFIRMED',
    createdAt: (u.UserCreateDate ?? new Date(0)).toISOString(),
  };
}

const present = (u: DirectoryUser | undefined): u is DirectoryUser => u !== undefined;

/** Up to `limit` accounts from `cursor` (Cognito's pagination token), in several calls when the limit is above one call's maximum. */
export async function listDirectory(
  limit: number,
  cursor: string | undefined,
): Promise<{ users: DirectoryUser[]; next: string | null }> {
  const users: DirectoryUser[] = [];
  let token = cursor;
  do {
    const page = await userPoolClient().send(
      new ListUsersCommand({
        UserPoolId: poolId(),
        Limit: Math.min(USER_LIST_CALL_MAX, limit - users.length),
        PaginationToken: token,
      }),
    );
    users.push(...(page.Users ?? []).map(toDirectoryUser).filter(present));
    token = page.PaginationToken || undefined;
  } while (token && users.length < limit);
  return { users, next: token ?? null };
}

/** The `sub` of every member of a group (staff and admins are a handful: all pages are read). */
export async function groupMemberIds(group: string): Promise<Set<string>> {
  const ids = new Set<string>();
  let token: string | undefined;
  do {
    const page = await userPoolClient().send(
      new ListUsersInGroupCommand({ UserPoolId: poolId(), GroupName: group, Limit: USER_LIST_CALL_MAX, NextToken: token }),
    );
    for (const u of page.Users ?? []) {
      const id = attribute(u, 'sub');
      if (id) ids.add(id);
    }
    token = page.NextToken || undefined;
  } while (token);
  return ids;
}

/** Cognito's subs are UUIDs; anything else names nobody (and never reaches the filter expression). */
const SUB_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The account with this `sub`, or not-found. */
export async function findAccount(id: string): Promise<DirectoryUser> {
  if (!SUB_PATTERN.test(id)) throw notFound('No such account.');
  const page = await userPoolClient().send(new ListUsersCommand({ UserPoolId: poolId(), Filter: `sub = "${id}"`, Limit: 1 }));
  const user = (page.Users ?? []).map(toDirectoryUser).find((u) => u?.id === id);
  if (!user) throw notFound('No such account.');
  return user;
}

export async function groupsOf(user: DirectoryUser): Promise<string[]> {
  const groups: string[] = [];
  let token: string | undefined;
  do {
    const page = await userPoolClient().send(
      new AdminListGroupsForUserCommand({
        UserPoolId: poolId(),
        Username: user.username,
        Limit: USER_LIST_CALL_MAX,
        NextToken: token,
      }),
    );
    groups.push(...(page.Groups ?? []).flatMap((g) => (g.GroupName ? [g.GroupName] : [])));
    token = page.NextToken || undefined;
  } while (token);
  return groups;
}

export async function addToGroup(user: DirectoryUser, group: string): Promise<void> {
  await userPoolClient().send(
    new AdminAddUserToGroupCommand({ UserPoolId: poolId(), Username: user.username, GroupName: group }),
  );
}

export async function removeFromGroup(user: DirectoryUser, group: string): Promise<void> {
  await userPoolClient().send(
    new AdminRemoveUserFromGroupCommand({ UserPoolId: poolId(), Username: user.username, GroupName: group }),
  );
}
