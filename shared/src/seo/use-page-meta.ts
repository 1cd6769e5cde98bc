import { useEffect } from 'react';
import { BRAND_NAME } from '../data/malls';

export interface PageMeta {
  /** The page's own title; the brand is appended. */
  title: string;
  description: string;
  /** Structured data (schema.org) for search engines. */
  jsonLd?: Record<string, unknown>;
  /** An image for link previews (absolute or site-relative URL). */
  image?: string;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/**
 * Title, description, canonical URL, Open Graph tags and JSON-LD of a page,
 * set when it shows. The canonical URL is the page's own address without its
 * query, on the origin the visitor reached.
 */
export function usePageMeta({ title, description, jsonLd, image }: PageMeta): void {
  const jsonText = jsonLd ? JSON.stringify(jsonLd) : '';
  useEffect(() => {
    const fullTitle = title === BRAND_NAME ? BRAND_NAME : `${title} | ${BRAND_NAME}`;
    document.title = fullTitle;
    const canonical = `${window.location.origin}${window.location.pathname}`;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', jsonText.includes('"BlogPosting"') ? 'article' : 'website');
    setMeta('property', 'og:url', canonical);
    setMeta('property', 'og:site_name', BRAND_NAME);
    if (image) setMeta('property', 'og:image', new URL(image, window.location.origin).href);
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'canonical';
      document.head.append(link);
    }
    link.href = canonical;
    document.head.querySelector('script[data-page-jsonld]')?.remove();
    if (jsonText) {
      // A data block, not a script that runs (the security policy allows no inline script).
      const script = document.createElement('script');
      script.type = 'application/ld+json';
      script.dataset.pageJsonld = '';
      script.textContent = jsonText;
      document.head.append(script);
    }
  }, [title, description, jsonText, image]);
}
