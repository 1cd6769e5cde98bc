/**
 * The site's pages without parameters, as its sitemap lists them: the mall
 * teams' releases say which pages each mall has, so tooling asks the running
 * site rather than a list of its own. A page with parameters (a store, a car
 * brand, a post) is one more segment deep than any page without: those are
 * left out, for the caller to add the few it wants.
 * @param {string} sitemapXml the text of /sitemap.xml
 * @returns {string[]} paths: `/`, `/gfm43`, `/gfm43/automotive`, …
 */
export function pagesWithoutParameters(sitemapXml) {
  const paths = [...sitemapXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1].replace(/&amp;/g, '&')).pathname,
  );
  return paths.filter((path) => path.split('/').length <= 3);
}
