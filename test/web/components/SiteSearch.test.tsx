// @vitest-environment jsdom
/**
 * The search box's states in the DOM: nothing fetched until used, an unavailable index said plainly
 * (and tried again on the next input), results as links, "No results for …", and the keyboard.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SEARCH_LABEL, SEARCH_UNAVAILABLE, SiteSearch } from '../../../web/src/components/search/SiteSearch';
import { SEARCH_INDEX_PATH, type SearchIndex } from '../../../lambdas/contract/search';

const index: SearchIndex = {
  v: 1,
  docs: [
    {
      k: 'post',
      t: 'Serverless cost guide',
      u: '/blog/serverless-cost-guide',
      s: 'Lambda pricing explained.',
      w: 'lambda pricing',
    },
    {
      k: 'job',
      t: 'Senior Cloud Engineer',
      u: '/careers/senior-cloud-engineer',
      s: 'Pune · Hybrid · Full-time',
      w: 'serverless aws',
    },
  ],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderBox() {
  render(
    <MemoryRouter>
      <SiteSearch />
    </MemoryRouter>,
  );
  return screen.getByRole('searchbox', { name: SEARCH_LABEL });
}

describe('SiteSearch', () => {
  it('fetches nothing until used; a failed index load says so, and the next input tries again', async () => {
    const fetch = vi.fn(async () => new Response('down', { status: 503 }));
    vi.stubGlobal('fetch', fetch);
    const box = renderBox();
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.type(box, 'c');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(SEARCH_UNAVAILABLE));
    expect(fetch).toHaveBeenCalledWith(SEARCH_INDEX_PATH, expect.anything());

    fetch.mockImplementation(async () => Response.json(index));
    await userEvent.type(box, 'loud');
    const results = await screen.findByRole('list', { name: 'Results for “cloud”' });
    expect(within(results).getByRole('link', { name: 'Senior Cloud Engineer' })).toHaveAttribute(
      'href',
      '/careers/senior-cloud-engineer',
    );
    expect(screen.getByRole('status')).toHaveTextContent('1 result for “cloud”');
  });

  it('lists matches as links with their kind, and says when nothing matches', async () => {
    vi.stubGlobal('fetch', async () => Response.json(index));
    const box = renderBox();
    await userEvent.type(box, 'serverless');
    const results = await screen.findByRole('list', { name: 'Results for “serverless”' });
    const items = within(results).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('link').textContent)).toEqual([
      'Serverless cost guide',
      'Senior Cloud Engineer',
    ]);
    expect(items[0]).toHaveTextContent('Blog post');
    expect(items[1]).toHaveTextContent('Job');
    expect(screen.getByRole('status')).toHaveTextContent('2 results for “serverless”');

    await userEvent.clear(box);
    await userEvent.type(box, 'mainframe');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No results for “mainframe”'));
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('arrow keys walk the results, Escape goes back to the box and then clears it', async () => {
    vi.stubGlobal('fetch', async () => Response.json(index));
    const box = renderBox();
    await userEvent.type(box, 'serverless');
    const links = within(await screen.findByRole('list')).getAllByRole('link');
    await userEvent.keyboard('{ArrowDown}');
    expect(links[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(links[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(box).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(box).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
