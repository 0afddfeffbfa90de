// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { homeServices } from '../../../web/src/content/home';
import { ServicesHighlight } from '../../../web/src/features/marketing/home/ServicesHighlight';

const activeTitle = () => {
  const items = document.querySelectorAll('.services-highlight__item.is-active h3');
  expect(items).toHaveLength(1);
  return items[0]!.textContent;
};
const finishing = () => document.querySelector('.services-highlight__item.is-finishing') !== null;
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
// Each phase's timer is armed by an effect after the previous render, so step phase by phase.
const nextService = () => {
  advance(3000);
  advance(1500);
};

describe('Our Services highlight', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(
      <MemoryRouter>
        <ServicesHighlight />
      </MemoryRouter>,
    );
  });
  afterEach(() => vi.useRealTimers());

  it('lists the four services', () => {
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      homeServices.items.map((i) => i.title),
    );
  });

  it('holds each service 3000 ms, finishes for 1500 ms, then moves to the next', () => {
    const [first, second] = homeServices.items;
    expect(activeTitle()).toBe(first!.title);
    advance(2999);
    expect(finishing()).toBe(false);
    advance(1);
    expect(finishing()).toBe(true);
    expect(activeTitle()).toBe(first!.title);
    advance(1499);
    expect(activeTitle()).toBe(first!.title);
    advance(1);
    expect(activeTitle()).toBe(second!.title);
    expect(finishing()).toBe(false);
  });

  it('resets to the first service after the last', () => {
    for (let i = 0; i < 3; i++) nextService();
    expect(activeTitle()).toBe(homeServices.items[3]!.title);
    nextService();
    expect(activeTitle()).toBe(homeServices.items[0]!.title);
  });
});
