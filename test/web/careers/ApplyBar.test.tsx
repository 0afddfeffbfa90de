// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApplyBar } from '../../../web/src/features/careers/ApplyBar';

/** jsdom has no IntersectionObserver: this one lets the test say when the form area is in view. */
let report: ((inView: boolean) => void) | undefined;
class FakeObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    report = (inView) => this.callback([{ isIntersecting: inView } as IntersectionObserverEntry], this as never);
  }
  disconnect() {
    report = undefined;
  }
}

function JobPage({ withField = true }: { withField?: boolean }) {
  const area = useRef<HTMLElement>(null);
  return (
    <>
      <aside id="apply" ref={area} tabIndex={-1} aria-label="Application">
        {withField && <input aria-label="Full name" />}
      </aside>
      <ApplyBar jobTitle="ReactJS Developer" targetId="apply" target={area} />
    </>
  );
}

const scrollIntoView = vi.fn();
beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  scrollIntoView.mockReset();
});

describe('ApplyBar', () => {
  it('links to the form while it is out of view and disappears once it is in view', () => {
    render(<JobPage />);
    expect(screen.getByRole('link', { name: /^Apply now\s*for ReactJS Developer$/ })).toHaveAttribute('href', '#apply');
    act(() => report?.(true));
    expect(screen.queryByRole('link', { name: /Apply now/ })).not.toBeInTheDocument();
    act(() => report?.(false));
    expect(screen.getByRole('link', { name: /^Apply now\s*for ReactJS Developer$/ })).toBeVisible();
    act(() => report?.(true));
    expect(screen.queryByRole('link', { name: /Apply now/ })).not.toBeInTheDocument();
  });

  it('scrolls to the form and puts the focus in its first field', async () => {
    render(<JobPage />);
    act(() => report?.(false));
    await userEvent.click(screen.getByRole('link', { name: /Apply now/ }));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(screen.getByLabelText('Full name')).toHaveFocus();
  });

  it('focuses the form area itself while the form is still loading', async () => {
    render(<JobPage withField={false} />);
    act(() => report?.(false));
    await userEvent.click(screen.getByRole('link', { name: /Apply now/ }));
    expect(screen.getByRole('complementary', { name: 'Application' })).toHaveFocus();
  });
});
