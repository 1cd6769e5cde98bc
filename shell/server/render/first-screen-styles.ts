import postcss, { type ChildNode, type Container } from 'postcss';
import selectorParser from 'postcss-selector-parser';
import { LRUCache } from 'lru-cache';

/*
 * The rules of a page's style sheets its server-drawn HTML can use (decision 085): a page carries those in
 * its head, and the whole sheets come with the app, before it hydrates (whole-style-sheets.ts). A rule is
 * kept when one of its selectors names only classes the page's HTML has (classes inside a functional
 * pseudo-class, `:not(.x)`, `:is(.x)`, `:has(.x)`, do not count: such a rule is kept); a rule without a
 * class is kept. Without script no class changes, so the page looks as with the whole sheets; with it,
 * what the app draws waits for them. Parsed with postcss and postcss-selector-parser (css-loader's own);
 * written back without the sheet's spaces and comments.
 */

/** A sheet, parsed once: each rule with the classes each of its selectors needs, the rest as text. */
type Item = { text: string; needs?: readonly (readonly string[])[] } | { open: string; items: Item[] };

/** Group rules whose content is kept rule by rule; other at-rules (@font-face, @keyframes, @property) stay whole. */
const GROUPS = new Set(['media', 'supports', 'container', 'layer', 'scope', 'document']);

/** The classes a selector needs, outside any functional pseudo-class. */
function classesNeeded(selector: string): string[] {
  const needed: string[] = [];
  selectorParser((root) => {
    root.walkClasses((node) => {
      for (let parent = node.parent; parent; parent = parent.parent) if (parent.type === 'pseudo') return;
      needed.push(node.value);
    });
  }).processSync(selector);
  return needed;
}

/** A node as compact text: no comments, no spaces between declarations. */
function compact(node: ChildNode): string {
  switch (node.type) {
    case 'comment':
      return '';
    case 'decl':
      return `${node.prop}:${node.value}${node.important ? '!important' : ''}`;
    case 'rule':
      return `${node.selectors.join(',')}{${body(node)}}`;
    case 'atrule': {
      const prelude = node.params ? `@${node.name} ${node.params}` : `@${node.name}`;
      return node.nodes ? `${prelude}{${body(node)}}` : `${prelude};`;
    }
  }
}

function body(container: Container): string {
  let text = '';
  let open = false; // the last part written was a declaration, which the next is set off from
  for (const node of container.nodes ?? []) {
    const part = compact(node);
    if (!part) continue;
    text += (open ? ';' : '') + part;
    open = node.type === 'decl';
  }
  return text;
}

function itemsOf(container: Container): Item[] {
  return (container.nodes ?? []).flatMap((node): Item[] => {
    if (node.type === 'comment') return [];
    if (node.type === 'rule') return [{ text: compact(node), needs: node.selectors.map(classesNeeded) }];
    if (node.type === 'atrule' && node.nodes && GROUPS.has(node.name.toLowerCase()))
      return [{ open: `@${node.name} ${node.params}`, items: itemsOf(node) }];
    return [{ text: compact(node) }];
  });
}

/** Sheets parsed, by text; one that cannot be read is kept as such, so no render parses it again. */
const parsed = new LRUCache<string, Item[] | 'unreadable'>({ max: 32 });

function itemsOfSheet(css: string): Item[] | undefined {
  let items = parsed.get(css);
  if (items === undefined) {
    try {
      items = itemsOf(postcss.parse(css));
    } catch {
      items = 'unreadable';
    }
    parsed.set(css, items);
  }
  return items === 'unreadable' ? undefined : items;
}

function kept(items: readonly Item[], classes: ReadonlySet<string>): string {
  let text = '';
  for (const item of items) {
    if ('open' in item) {
      const inner = kept(item.items, classes);
      if (inner) text += `${item.open}{${inner}}`;
    } else if (!item.needs || item.needs.some((needs) => needs.every((name) => classes.has(name)))) {
      text += item.text;
    }
  }
  return text;
}

/** Every class the HTML's elements carry. */
export function classesOf(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, list = ''] of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of list.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/** The rules of `css` the page drawn as `html` can use, as compact text; the whole sheet if it cannot be read. */
export function firstScreenRules(css: string, classes: ReadonlySet<string>): string {
  const items = itemsOfSheet(css);
  return items ? kept(items, classes) : css;
}

/** For a drawn page, the rules of each of its sheets it uses (entry.server's `firstScreenOf`). */
export function firstScreenOf(html: string): (css: string) => string {
  const classes = classesOf(html);
  return (css) => firstScreenRules(css, classes);
}
