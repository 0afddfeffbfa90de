// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Header } from '../../../web/src/components/layout/Header';
import { HOME_SCROLL_SECTION_ID } from '../../../web/src/components/layout/useHeaderScrolled';
import { renderAt } from './renderAt';

const setScrollY = (y: number) => Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
const header = () => screen.getByRole('banner');
const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('Header navigation', () => {
  it('marks a link active only on an exact path match', () => {
    renderAt(<Header />, '/blog');
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('marks nothing active on a sub-path such as /blog/some-post', () => {
    renderAt(<Header />, '/blog/some-post');
    for (const link of within(mainNav()).getAllByRole('link')) expect(link).not.toHaveAttribute('aria-current');
  });

  it('shows the logo, the five nav links and Contact Us on public pages', () => {
    renderAt(<Header />, '/services');
    expect(screen.getByRole('link', { name: /Nimbus Crest home/ })).toHaveAttribute('href', '/');
    expect(
      within(mainNav())
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Services', 'About Us', 'Blog', 'Careers']);
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });
});

describe('Header scrolled state', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setScrollY(0);
  });
  afterEach(() => {
    vi.useRealTimers();
    document.getElementById(HOME_SCROLL_SECTION_ID)?.remove();
  });

  it('turns scrolled past 50 px on other pages, only once the listener is attached after 100 ms', () => {
    renderAt(<Header />, '/services');
    setScrollY(60);
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(header()).not.toHaveClass('header--scrolled');
    act(() => void vi.advanceTimersByTime(99));
    expect(header()).not.toHaveClass('header--scrolled');
    act(() => void vi.advanceTimersByTime(1));
    expect(header()).toHaveClass('header--scrolled');
    setScrollY(50);
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(header()).not.toHaveClass('header--scrolled');
  });

  it('on home follows the about-introduction section reaching the top, not the 50 px rule', () => {
    const section = document.createElement('section');
    section.id = HOME_SCROLL_SECTION_ID;
    document.body.appendChild(section);
    let top = 700;
    section.getBoundingClientRect = () => ({ top }) as DOMRect;
    renderAt(<Header />, '/');
    act(() => void vi.advanceTimersByTime(100));
    setScrollY(300);
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(header()).not.toHaveClass('header--scrolled');
    top = 0;
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(header()).toHaveClass('header--scrolled');
  });
});

describe('Mobile sheet', () => {
  it('opens with the toggle and closes with the close button', async () => {
    const user = userEvent.setup();
    renderAt(<Header />, '/');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const dialog = screen.getByRole('dialog', { name: 'Site menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    renderAt(<Header />, '/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes when any link is clicked and navigates', async () => {
    const user = userEvent.setup();
    renderAt(<Header />, '/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Careers' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(mainNav()).getByRole('link', { name: 'Careers' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps focus inside: Tab from the last item wraps to the close button, Shift+Tab wraps back', async () => {
    const user = userEvent.setup();
    renderAt(<Header />, '/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close menu' });
    const contact = within(dialog).getByRole('link', { name: 'Contact Us' });
    contact.focus();
    fireEvent.keyDown(contact, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(contact).toHaveFocus();
  });
});
