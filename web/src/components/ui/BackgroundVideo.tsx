import { useEffect, useRef, useState } from 'react';
import type { VideoMedia } from '../../content/media';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/**
 * A muted, looping decorative video over its poster. The poster is a real <img> (the page's largest
 * paint, fetched with high priority); the video only starts loading once the page has finished
 * loading and the browser is idle, so it never competes with the first paint. Visitors can pause
 * it, and it stays paused under prefers-reduced-motion.
 */
export function BackgroundVideo({
  media,
  priority = false,
  className,
}: {
  media: VideoMedia;
  priority?: boolean;
  className?: string;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<'auto' | 'play' | 'pause'>('auto');
  const [started, setStarted] = useState(false);
  const [playing, setPlaying] = useState(false);
  const wantsPlay = choice === 'play' || (choice === 'auto' && !reducedMotion);

  useEffect(() => {
    if (started || !wantsPlay) return;
    let cancelled = false;
    let idleHandle: number | undefined;
    const begin = () => {
      const idle = window.requestIdleCallback
        ? (cb: () => void) => window.requestIdleCallback(cb)
        : (cb: () => void) => window.setTimeout(cb, 200);
      idleHandle = idle(() => !cancelled && setStarted(true));
    };
    if (document.readyState === 'complete') begin();
    else window.addEventListener('load', begin, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', begin);
      if (idleHandle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idleHandle);
    };
  }, [started, wantsPlay]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !started) return;
    // play() rejects when autoplay is refused; the poster simply stays.
    if (wantsPlay) Promise.resolve(video.play()).catch(() => setPlaying(false));
    else video.pause();
  }, [started, wantsPlay]);

  return (
    <div className={['bg-video', playing ? 'bg-video--playing' : '', className].filter(Boolean).join(' ')}>
      <img
        className="bg-video__poster"
        src={media.poster}
        srcSet={`${media.posterSmall} 480w, ${media.poster} ${media.width}w`}
        sizes="100vw"
        width={media.width}
        height={media.height}
        alt=""
        fetchPriority={priority ? 'high' : 'auto'}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
      />
      <video
        ref={videoRef}
        className="bg-video__video"
        width={media.width}
        height={media.height}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
        onPlaying={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      >
        {started && <source src={media.webm} type="video/webm" />}
        {started && <source src={media.mp4} type="video/mp4" />}
      </video>
      <button type="button" className="bg-video__toggle" onClick={() => setChoice(wantsPlay ? 'pause' : 'play')}>
        {wantsPlay ? 'Pause background video' : 'Play background video'}
      </button>
    </div>
  );
}
