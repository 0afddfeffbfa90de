import { Seo } from '../../../components/seo/Seo';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { pageMeta } from '../../../content/seo';

export function NotFoundPage() {
  return (
    <section className="section not-found">
      <Seo {...pageMeta.notFound} noindex />
      <div className="container narrow center">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1>Page not found</h1>
        <p>The page you are looking for does not exist or has moved.</p>
        <ButtonLink to="/">Back to Home</ButtonLink>
      </div>
    </section>
  );
}
export default NotFoundPage;
