/** The admin area has its own shell (no public header or footer). */
export const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');
