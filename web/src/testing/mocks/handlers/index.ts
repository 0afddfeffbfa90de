/** Default fakes of every API resource, merged; tests override single routes with `server.use(...)`. */
import { http, HttpResponse } from 'msw';
import { applicationsHandlers } from './applications';
import { blogsHandlers } from './blogs';
import { contactHandlers } from './contact';
import { jobsHandlers } from './jobs';
import { subscribersHandlers } from './subscribers';

/** No page is published in a component test: a page's data.json is missing, so it asks the API. */
const noPublishedPages = http.get('*/data.json', () => new HttpResponse(null, { status: 404 }));

export const handlers = [
  ...jobsHandlers,
  ...blogsHandlers,
  ...applicationsHandlers,
  ...contactHandlers,
  ...subscribersHandlers,
  noPublishedPages,
];
