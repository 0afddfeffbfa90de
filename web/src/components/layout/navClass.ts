/** Active only on an exact path match (spec): /blog is not active on /blog/abc. */
export const isActivePath = (pathname: string, to: string) => pathname === to;
