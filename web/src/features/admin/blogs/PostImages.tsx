/**
 * Images in the post editor: staff drag an image onto the content, paste one, or choose a file.
 * It uploads at once (progress shown), the server makes its sizes, and staff describe it (alt text,
 * required) before it is inserted into the markdown at the cursor as `![alt](/media/images/…)`.
 */
import { useId, useRef, useState, type ClipboardEvent, type DragEvent, type ReactNode } from 'react';
import { ApiError } from '../../../lib/api';
import { MEDIA_LIMITS } from '../../../../../lambdas/contract/media';
import type { Media } from '../../../../../lambdas/contract/media-schemas';
import { IMAGE_ACCEPT, ImageUploadError, imageMarkdown, uploadImage } from './uploadImage';

export const ALT_REQUIRED = 'Describe the image for people who cannot see it.';

type Phase =
  | { kind: 'idle'; status?: string }
  | { kind: 'uploading'; name: string; progress: number }
  | { kind: 'processing'; name: string }
  | { kind: 'ready'; name: string; media: Media }
  | { kind: 'failed'; message: string };

const messageOf = (err: unknown) =>
  err instanceof ImageUploadError || err instanceof ApiError ? err.message : 'The image could not be uploaded. Please try again.';

const firstFile = (list: FileList | null | undefined) => (list && list.length > 0 ? list[0] : undefined);

export function PostImageDropZone({
  children,
  onInsert,
}: {
  children: ReactNode;
  onInsert: (markdown: string, at: number) => void;
}) {
  const id = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const run = useRef<AbortController | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [dragging, setDragging] = useState(false);
  const [alt, setAlt] = useState('');
  const [altError, setAltError] = useState('');

  const start = (file: File) => {
    run.current?.abort();
    const controller = new AbortController();
    run.current = controller;
    setAlt('');
    setAltError('');
    setPhase({ kind: 'uploading', name: file.name, progress: 0 });
    uploadImage(
      file,
      (progress) => {
        if (controller.signal.aborted) return;
        setPhase(progress >= 1 ? { kind: 'processing', name: file.name } : { kind: 'uploading', name: file.name, progress });
      },
      controller.signal,
    ).then(
      (media) => !controller.signal.aborted && setPhase({ kind: 'ready', name: file.name, media }),
      (err: unknown) => !controller.signal.aborted && setPhase({ kind: 'failed', message: messageOf(err) }),
    );
  };

  const insert = () => {
    if (phase.kind !== 'ready') return;
    if (!alt.trim()) {
      setAltError(ALT_REQUIRED);
      return;
    }
    const textarea = wrapper.current?.querySelector('textarea');
    const at = textarea ? textarea.selectionStart : Number.MAX_SAFE_INTEGER;
    onInsert(imageMarkdown(alt, phase.media.src), at);
    setPhase({ kind: 'idle', status: `Image inserted: ${phase.name}.` });
    setAlt('');
  };

  const hasFiles = (event: DragEvent) => [...event.dataTransfer.types].includes('Files');
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    const file = firstFile(event.dataTransfer.files);
    setDragging(false);
    if (!file) return;
    event.preventDefault();
    start(file);
  };
  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const file = firstFile(event.clipboardData.files);
    if (!file) return;
    event.preventDefault();
    start(file);
  };

  const busy = phase.kind === 'uploading' || phase.kind === 'processing';
  return (
    <div className="post-images__editor">
      <div
        ref={wrapper}
        className={`post-images__target${dragging ? ' post-images__target--over' : ''}`}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        onPaste={onPaste}
      >
        {children}
      </div>
      <div className="post-images" aria-labelledby={`${id}-title`}>
        <p id={`${id}-title`} className="post-images__title">
          Images
        </p>
        <p className="field-hint" id={`${id}-hint`}>
          Drag an image onto the content, paste one, or choose a file: JPEG, PNG, WebP or GIF up to{' '}
          {MEDIA_LIMITS.bytes / 1024 / 1024} MB.
        </p>
        <label className="post-images__pick">
          Choose an image
          <input
            ref={fileInput}
            type="file"
            accept={IMAGE_ACCEPT}
            aria-describedby={`${id}-hint`}
            disabled={busy}
            onChange={(event) => {
              const file = firstFile(event.target.files);
              event.target.value = '';
              if (file) start(file);
            }}
          />
        </label>
        <div role="status" className="post-images__status">
          {phase.kind === 'idle' && phase.status}
          {phase.kind === 'processing' && `Making the image sizes for ${phase.name}...`}
        </div>
        {phase.kind === 'uploading' && (
          <div className="post-images__progress">
            <label htmlFor={`${id}-progress`}>Uploading {phase.name}</label>
            <progress id={`${id}-progress`} max={100} value={Math.round(phase.progress * 100)}>
              {Math.round(phase.progress * 100)}%
            </progress>
          </div>
        )}
        {phase.kind === 'failed' && (
          <p className="field-error" role="alert">
            {phase.message}
          </p>
        )}
        {phase.kind === 'ready' && (
          <div className="post-images__ready">
            <img
              className="post-images__thumb"
              src={phase.media.src}
              alt=""
              width={phase.media.variants[0]!.width}
              height={phase.media.variants[0]!.height}
            />
            <div className="post-images__describe">
              <label htmlFor={`${id}-alt`}>Alt text (required)</label>
              <input
                id={`${id}-alt`}
                type="text"
                value={alt}
                maxLength={MEDIA_LIMITS.altText}
                aria-invalid={altError ? true : undefined}
                aria-describedby={altError ? `${id}-alt-error` : undefined}
                onChange={(event) => {
                  setAlt(event.target.value);
                  if (event.target.value.trim()) setAltError('');
                }}
                onKeyDown={(event) => {
                  // Enter inserts the image rather than submitting the post.
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    insert();
                  }
                }}
              />
              {altError && (
                <p id={`${id}-alt-error`} className="field-error" role="alert">
                  {altError}
                </p>
              )}
              <div className="post-images__actions">
                <button type="button" className="btn btn-primary" onClick={insert}>
                  Insert image
                </button>
                <button type="button" className="btn btn-secondary" onClick={() => setPhase({ kind: 'idle' })}>
                  Discard
                </button>
              </div>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
