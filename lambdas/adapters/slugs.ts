/**
 * Unique addresses for jobs and posts. A slug staff chose must be free (409 otherwise); a slug
 * derived from the title gets `-2`, `-3`... when another item already has it.
 */
import { slugify } from '../contract/site-routes';
import { TABLES } from '../contract/tables';
import { DomainError } from '../domain/errors';
import { findBySlug } from './repository';

const TAKEN = 'This address is already used by another item. Choose another one.';

export async function claimSlug(
  table: 'jobs' | 'posts',
  requested: string | undefined,
  title: string,
  ownId?: string,
): Promise<string> {
  const idAttr = TABLES[table].partitionKey;
  const free = async (slug: string) => (await findBySlug(table, slug)).every((item) => item[idAttr] === ownId);
  if (requested) {
    if (!(await free(requested))) throw new DomainError('conflict', TAKEN, { slug: [TAKEN] });
    return requested;
  }
  const base = slugify(title);
  for (let n = 1; n <= 50; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (await free(candidate)) return candidate;
  }
  throw new DomainError('conflict', TAKEN, { slug: [TAKEN] });
}
