import { accountStatus, checkRemoval, groupsToLeave } from '../../../lambdas/domain/staff-accounts';
import { CANNOT_REMOVE_LAST_ADMIN, CANNOT_REMOVE_YOURSELF } from '../../../lambdas/contract/staff-accounts';
import { DomainError } from '../../../lambdas/domain/errors';

const refusal = (f: () => void) => {
  try {
    f();
  } catch (err) {
    return err instanceof DomainError ? { kind: err.kind, message: err.message } : err;
  }
  return undefined;
};

describe('accountStatus', () => {
  it.each([
    [[], 'pending'],
    [['admin'], 'pending'],
    [['staff'], 'staff'],
    [['staff', 'admin'], 'admin'],
    [['admin', 'staff', 'other'], 'admin'],
    [['staff-readonly', 'ex,staff'], 'pending'],
  ])('%j is %s', (groups, status) => {
    expect(accountStatus(groups)).toBe(status);
  });
});

describe('checkRemoval', () => {
  it('refuses removing yourself, admin or not', () => {
    for (const targetGroups of [['staff'], ['staff', 'admin']]) {
      expect(refusal(() => checkRemoval({ callerId: 'a', targetId: 'a', targetGroups, adminIds: ['a', 'b'] }))).toEqual({
        kind: 'conflict',
        message: CANNOT_REMOVE_YOURSELF,
      });
    }
  });

  it('refuses removing the only administrator, whatever the caller', () => {
    expect(
      refusal(() => checkRemoval({ callerId: 'a', targetId: 'b', targetGroups: ['staff', 'admin'], adminIds: ['b'] })),
    ).toEqual({ kind: 'conflict', message: CANNOT_REMOVE_LAST_ADMIN });
  });

  it('allows removing an administrator while another remains, and any plain staff member', () => {
    expect(
      refusal(() => checkRemoval({ callerId: 'a', targetId: 'b', targetGroups: ['staff', 'admin'], adminIds: ['a', 'b'] })),
    ).toBe(undefined);
    expect(refusal(() => checkRemoval({ callerId: 'a', targetId: 'c', targetGroups: ['staff'], adminIds: [] }))).toBe(undefined);
  });
});

describe('groupsToLeave', () => {
  it('leaves admin before staff, and only the groups the account is in', () => {
    expect(groupsToLeave(['staff', 'admin', 'other'])).toEqual(['admin', 'staff']);
    expect(groupsToLeave(['staff'])).toEqual(['staff']);
    expect(groupsToLeave(['other'])).toEqual([]);
  });
});
