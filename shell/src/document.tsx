import type { ReactNode } from 'react';
import { EMBEDDED_CONFIG_ID } from '@gfm/shared/config/runtime-config';
import { RENDERED_AT_ATTRIBUTE } from '@gfm/shared/features/hours';
import { HYDRATION_DATA_ID, type DocumentAssets } from './hydration';

export interface DocumentProps {
  assets: DocumentAssets;
  /**
   * The text of the style sheets the server writes into the head, by address
   * (the browser reads them back from the page): no request holds the first
   * paint back, and a remote's loader finds its sheet there (`data-href`).
   */
  inlineStyles: Readonly<Record<string, string>>;
  /**
   * Whether those texts are the rules the server's page uses only (`data-first-screen`, decision 085):
   * the whole sheets come as links before the page is hydrated (whole-style-sheets.ts).
   */
  firstScreen?: boolean;
  /** The run-time configuration as the data block's text (`serializeForScript`). */
  configJson: string;
  /** The router's data and the page's assets as the data block's text. */
  hydrationJson: string;
  /** The instant the page was rendered at (render-clock.ts). */
  renderedAt: number;
  children: ReactNode;
}

/** The attribute naming the sheet a `<style>` holds the first screen's rules of (decision 085). */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';

/** The style sheets written into the page, whole or the first screen's rules, as the browser finds them there. */
export function inlineStylesOf(doc: Document): { inlineStyles: Record<string, string>; firstScreen: boolean } {
  const styles = [...doc.head.querySelectorAll(`style[data-href], style[${FIRST_SCREEN_ATTRIBUTE}]`)];
  return {
    inlineStyles: Object.fromEntries(
      styles.map((style) => [
        style.getAttribute('data-href') ?? style.getAttribute(FIRST_SCREEN_ATTRIBUTE) ?? '',
        style.textContent ?? '',
      ]),
    ),
    firstScreen: styles.some((style) => style.hasAttribute(FIRST_SCREEN_ATTRIBUTE)),
  };
}

/**
 * The whole HTML document, rendered by the shell's server and hydrated as a
 * whole by the browser: the page's style sheets are written into the head
 * (allowed by hash), the files it needs are named there, its data travels in
 * two JSON data blocks (never run, so the policy needs no inline script), and
 * its scripts are files.
 */
export function Document({
  assets,
  inlineStyles,
  firstScreen = false,
  configJson,
  hydrationJson,
  renderedAt,
  children,
}: DocumentProps) {
  return (
    <html lang="en" {...{ [RENDERED_AT_ATTRIBUTE]: renderedAt }}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#5b1a63" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        {assets.preconnect.map((origin) => (
          <link key={origin} rel="preconnect" href={origin} />
        ))}
        {assets.styles.map((href) => {
          const css = inlineStyles[href];
          return css === undefined ? (
            <link key={href} rel="stylesheet" href={href} />
          ) : (
            <style
              key={href}
              {...{ [firstScreen ? FIRST_SCREEN_ATTRIBUTE : 'data-href']: href }}
              dangerouslySetInnerHTML={{ __html: css }}
            />
          );
        })}
      </head>
      <body>
        <div id="root">{children}</div>
        <script type="application/json" id={EMBEDDED_CONFIG_ID} dangerouslySetInnerHTML={{ __html: configJson }} />
        <script type="application/json" id={HYDRATION_DATA_ID} dangerouslySetInnerHTML={{ __html: hydrationJson }} />
        {assets.boot ? (
          <script src={assets.boot} integrity={assets.bootIntegrity} defer />
        ) : (
          <script src={assets.entry} integrity={assets.entryIntegrity} defer />
        )}
      </body>
    </html>
  );
}
