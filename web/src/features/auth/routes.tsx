/** Account and admin routes; placeholder until the staff-accounts issue. */
export function accountRoutes() {
  return null;
}
