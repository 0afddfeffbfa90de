/** Default fakes of every API resource, merged; tests override single routes with `server.use(...)`. */
import { applicationsHandlers } from './applications';
import { blogsHandlers } from './blogs';
import { contactHandlers } from './contact';
import { jobsHandlers } from './jobs';
import { subscribersHandlers } from './subscribers';

export const handlers = [...jobsHandlers, ...blogsHandlers, ...applicationsHandlers, ...contactHandlers, ...subscribersHandlers];
