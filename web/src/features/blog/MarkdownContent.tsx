/**
 * The post body: markdown with GitHub extensions (tables, task lists, strikethrough, footnotes,
 * autolinks). Raw HTML in the content is dropped, never rendered. Loaded lazily: only the post
 * page pulls react-markdown into the browser.
 */
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { parseMediaSrc } from '../../../../lambdas/contract/media';
import { MediaPicture } from './MediaPicture';

const components: Components = {
  a({ href, children, node: _node, ...props }) {
    const external = href !== undefined && /^https?:\/\//i.test(href);
    return external ? (
      <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
        {children}
      </a>
    ) : (
      <a href={href} {...props}>
        {children}
      </a>
    );
  },
  img({ node: _node, alt, ...props }) {
    // Uploaded images: responsive variants with their size reserved (no layout shift).
    const media = parseMediaSrc(props.src);
    if (media) return <MediaPicture media={media} alt={alt ?? ''} />;
    return <img alt={alt ?? ''} loading="lazy" decoding="async" {...props} />;
  },
  input({ node: _node, ...props }) {
    // GFM task-list boxes are read-only marks; name them so they are not unlabelled form controls.
    if (props.type === 'checkbox') return <input {...props} aria-label={props.checked ? 'Done' : 'To do'} />;
    return <input {...props} />;
  },
  table({ node: _node, ...props }) {
    // Wide tables scroll inside their own box instead of widening the page.
    return (
      <div className="blog-post__table">
        <table {...props} />
      </div>
    );
  },
};

export default function MarkdownContent({ content }: { content: string }) {
  return (
    <Markdown remarkPlugins={[remarkGfm]} skipHtml components={components}>
      {content}
    </Markdown>
  );
}
