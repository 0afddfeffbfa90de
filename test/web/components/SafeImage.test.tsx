// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeImage } from '../../../web/src/components/ui/SafeImage';

describe('SafeImage', () => {
  it('shows the image, and a labelled placeholder of the same box once it fails to load', () => {
    render(<SafeImage src="/media/missing.webp" alt="Team at work" className="card-image" width={400} height={240} />);
    const img = screen.getByRole('img', { name: 'Team at work' });
    expect(img.tagName).toBe('IMG');
    fireEvent.error(img);
    const fallback = screen.getByRole('img', { name: 'Team at work' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback).toHaveClass('image-fallback', 'card-image');
  });

  it('renders the placeholder when there is no source at all', () => {
    const { container } = render(<SafeImage alt="" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.image-fallback')).not.toBeNull();
  });

  it('shows the given fallback instead of the placeholder when the image fails (post cards)', () => {
    const { container } = render(
      <SafeImage src="/media/gone.jpg" alt="" width={640} height={400} fallback={<svg data-testid="default-picture" />} />,
    );
    expect(screen.queryByTestId('default-picture')).toBeNull();
    fireEvent.error(container.querySelector('img')!);
    expect(screen.getByTestId('default-picture')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.image-fallback')).toBeNull();
  });
});
