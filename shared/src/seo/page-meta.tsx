import { useLocation } from '@gfm/shared/router';
import { getRuntimeConfig, serializeForScript } from '@gfm/shared/config/runtime-config';
import { BRAND_NAME } from '../data/malls';
import { getImage } from '../images/catalogue';

export interface PageMetaProps {
  /** The page's own title; the brand is appended ("Automotive | Global Foyer Mall"). */
  title: string;
  description: string;
  /** The picture of a link preview (absolute or site-relative); the brand's picture when omitted. */
  image?: string;
  /** Structured data (schema.org) for search engines. */
  jsonLd?: Record<string, unknown>;
  /** `article` for a story; `website` otherwise. */
  type?: 'website' | 'article';
  /** A page that is not one (the 404 page): kept out of search results, with no canonical address. */
  noIndex?: boolean;
  /** The path of the page's canonical address when it is not this page's own (a post shown in both malls). */
  canonicalPath?: string;
}

/** The picture a shared link shows when the page names none: the landing page's first tile. */
function defaultShareImage(): string {
  return getImage('gfm', 'landing-gfm43').src;
}

/** The page's canonical address: the site's public origin and the path, without a trailing slash or a query. */
export function canonicalUrl(siteUrl: string, pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return `${siteUrl.replace(/\/+$/, '')}${path}`;
}

/**
 * A page's head: title, description, canonical address, Open Graph and
 * Twitter card, and its JSON-LD. Rendered where the page renders; React puts
 * the tags into the document's `<head>`, on the server as in the browser, and
 * takes them out when the page goes, so a navigation replaces them.
 */
export function PageMeta({
  title,
  description,
  image,
  jsonLd,
  type = 'website',
  noIndex = false,
  canonicalPath,
}: PageMetaProps) {
  const { pathname } = useLocation();
  const { siteUrl } = getRuntimeConfig();
  const fullTitle = title === BRAND_NAME ? BRAND_NAME : `${title} | ${BRAND_NAME}`;
  const url = canonicalUrl(siteUrl, canonicalPath ?? pathname);
  const imageUrl = new URL(image ?? defaultShareImage(), `${siteUrl}/`).href;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noIndex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      {!noIndex && <meta property="og:url" content={url} />}
      <meta property="og:site_name" content={BRAND_NAME} />
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      {/* A data block, never run: the policy allows it, and `<` is escaped so no value closes it. */}
      {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeForScript(jsonLd) }} />}
    </>
  );
}
