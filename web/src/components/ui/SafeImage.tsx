import { useEffect, useRef, useState, type ImgHTMLAttributes, type ReactNode } from 'react';

/**
 * An image that shows a neat branded placeholder when it cannot load (a moved URL, an offline
 * CDN), keeping the box's size so nothing shifts. It also notices an image that failed before the
 * page hydrated, when React's onError could not yet run.
 */
export function SafeImage({
  className,
  alt = '',
  onError,
  fallback,
  ...props
}: ImgHTMLAttributes<HTMLImageElement> & {
  /** Shown instead of the branded placeholder when the image fails (e.g. a post card's default picture). */
  fallback?: ReactNode;
}) {
  const [failed, setFailed] = useState(!props.src);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);

  if (failed && fallback !== undefined) return <>{fallback}</>;
  if (failed) {
    return (
      <span
        className={['image-fallback', className].filter(Boolean).join(' ')}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
      >
        <svg width="40" height="40" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
          <path d="M18 42c-5 0-8-3-8-7s3-7 7-7c1-6 6-10 12-10 7 0 12 5 12 11 5 0 8 3 8 7s-3 6-8 6z" fill="currentColor" />
        </svg>
      </span>
    );
  }
  return (
    <img
      ref={ref}
      className={className}
      alt={alt}
      onError={(event) => {
        setFailed(true);
        onError?.(event);
      }}
      {...props}
    />
  );
}
