// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import MarkdownContent from '../../../web/src/features/blog/MarkdownContent';

const ID = 'abcdefgh12345678-1200x630';

describe('uploaded images in a post', () => {
  it('renders a picture with WebP and JPEG variants, sizes and the size its address carries', () => {
    const { container } = render(
      <MarkdownContent content={`Intro\n\n![Our team at the whiteboard](/media/images/${ID}/960.jpg)`} />,
    );
    const picture = container.querySelector('picture')!;
    const source = picture.querySelector('source')!;
    expect(source.getAttribute('type')).toBe('image/webp');
    expect(source.getAttribute('srcset')).toBe(
      `/media/images/${ID}/480.webp 480w, /media/images/${ID}/960.webp 960w, /media/images/${ID}/1200.webp 1200w`,
    );
    const img = picture.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(`/media/images/${ID}/960.jpg`);
    expect(img.getAttribute('srcset')).toBe(
      `/media/images/${ID}/480.jpg 480w, /media/images/${ID}/960.jpg 960w, /media/images/${ID}/1200.jpg 1200w`,
    );
    expect(img.getAttribute('sizes')).toBe(source.getAttribute('sizes'));
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['960', '504']);
    expect(img.getAttribute('alt')).toBe('Our team at the whiteboard');
  });

  it('keeps PNG fallbacks for transparent images and leaves other images as they were', () => {
    const { container } = render(
      <MarkdownContent content={`![Logo](/media/images/abcdefgh12345678-300x200/300.png) ![Chart](https://example.com/c.png)`} />,
    );
    const imgs = container.querySelectorAll('img');
    expect(imgs[0]!.getAttribute('srcset')).toBe('/media/images/abcdefgh12345678-300x200/300.png 300w');
    expect([imgs[0]!.getAttribute('width'), imgs[0]!.getAttribute('height')]).toEqual(['300', '200']);
    expect(imgs[1]!.closest('picture')).toBeNull();
    expect(imgs[1]!.getAttribute('src')).toBe('https://example.com/c.png');
  });
});
