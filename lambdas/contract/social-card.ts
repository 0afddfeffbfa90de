/**
 * Social cards: a 1200×630 PNG per published post and open job, stored beside its page
 * (/blog/<slug>/card.png) and named by the page's og:image and twitter:image.
 *
 * The renderer (web/src/publishing/socialCard.ts) emits each card as a published file whose body
 * is its spec (JSON): the publish plan hashes the spec, so a card is drawn again only when what it
 * shows changes, and it is retired with its page. The publisher draws the PNG from the spec
 * (lambdas/adapters/social-card.ts) just before storing it.
 */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
export const CARD_CONTENT_TYPE = 'image/png';
/** Bump when the card's layout changes: every card is drawn again on the next full publish. */
export const CARD_LAYOUT_VERSION = 1;

/** What a card shows. */
export interface SocialCardSpec {
  readonly layout: number;
  readonly kind: 'post' | 'job';
  /** The small line above the title ("Blog", "Careers · We're hiring"). */
  readonly eyebrow: string;
  readonly title: string;
  /** One line under the title (author and date; location and employment type). */
  readonly detail: string;
}

/** The card's address beside a page: /blog/x → /blog/x/card.png. */
export const cardPath = (pagePath: string) => `${pagePath.replace(/\/+$/, '')}/card.png`;

export const isCardKey = (key: string) => key.endsWith('/card.png');
