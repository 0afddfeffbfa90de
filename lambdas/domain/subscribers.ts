/** Newsletter sign-ups: one record per address, case-insensitive. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
