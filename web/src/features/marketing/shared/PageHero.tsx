import type { ReactNode } from 'react';
import type { VideoMedia } from '../../../content/media';
import { BackgroundVideo } from '../../../components/ui/BackgroundVideo';

/** A page banner over a looping background video; its poster is the page's largest paint. */
export function PageHero({
  media,
  title,
  eyebrow,
  children,
  size = 'page',
  id,
}: {
  media: VideoMedia;
  title: ReactNode;
  eyebrow?: string;
  children?: ReactNode;
  size?: 'full' | 'page';
  id?: string;
}) {
  return (
    <section className={`hero hero--${size}`} aria-labelledby={id ?? 'page-title'}>
      <BackgroundVideo media={media} priority />
      <div className="hero__shade" aria-hidden="true" />
      <div className="container hero__content">
        {eyebrow && <p className="hero__eyebrow">{eyebrow}</p>}
        <h1 id={id ?? 'page-title'}>{title}</h1>
        {children}
      </div>
    </section>
  );
}
