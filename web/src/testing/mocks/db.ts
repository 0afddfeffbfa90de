/** The fake API's data: plain arrays the default handlers read and write; emptied after every test. */
import type { Application, ContactMessage, Job, Post } from '../../../../lambdas/contract/schemas';

export interface FakeDb {
  jobs: Job[];
  posts: Post[];
  applications: Application[];
  messages: ContactMessage[];
  subscribers: string[];
}

export const db: FakeDb = { jobs: [], posts: [], applications: [], messages: [], subscribers: [] };

export function resetDb() {
  db.jobs = [];
  db.posts = [];
  db.applications = [];
  db.messages = [];
  db.subscribers = [];
}

let counter = 0;
export const nextId = (prefix: string) => `${prefix}-${++counter}`;
export const now = () => new Date().toISOString();

/** One page of a newest-first list, as the list endpoints answer (no cursor: the fakes hold few items). */
export const pageOf = <T extends { createdAt: string }>(items: T[]) => ({
  items: [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  nextCursor: null,
});
