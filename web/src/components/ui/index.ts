export { Button } from './Button';
export { ButtonLink } from './ButtonLink';
export { Spinner } from './Spinner';
export { StatusMessage, type StatusTone } from './StatusMessage';
export { PageLoading } from './PageLoading';
export { BackgroundVideo } from './BackgroundVideo';
export { usePrefersReducedMotion } from './usePrefersReducedMotion';
