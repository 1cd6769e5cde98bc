import { jest } from '@jest/globals';
import postcss from 'postcss';
import { classesOf, firstScreenOf, firstScreenRules } from './first-screen-styles';

const sheet = `
/* the frame */
.frame { display: grid; gap: 1rem }
.frame .title,
.card .title { font-weight: 700; }
.arrow { width: 44px !important; }
.frame:not(.busy) { opacity: 1 }
.frame:has(.arrow) { padding: 0 }
a:hover, [data-near] img { color: #5b1a63 }
#main-content > * + * { margin-top: 2rem }
@media (min-width: 48rem) {
  .frame { grid-template-columns: 1fr 1fr }
  .arrow { display: block }
}
@media (prefers-reduced-motion: reduce) {
  .arrow { transition: none }
}
@supports (display: grid) { .card { display: grid } }
@keyframes slide { from { transform: translateX(0) } to { transform: translateX(-100%) } }
@font-face { font-family: Mark; src: url(data:font/woff2;base64,AAAA) }
`;

const page = '<main id="main-content"><div class="frame wide"><h2 class="title">Deals</h2></div></main>';

describe('the first screen’s rules of a sheet', () => {
  const rules = firstScreenRules(sheet, classesOf(page));

  it('keeps a rule one of whose selectors names only classes the page has', () => {
    expect(rules).toContain('.frame{display:grid;gap:1rem}');
    expect(rules).toContain('.frame .title,.card .title{font-weight:700}');
  });

  it('leaves out a rule whose every selector names a class the page lacks, in a group too', () => {
    expect(rules).not.toMatch(/\.arrow[ {]/);
    expect(rules).not.toContain('prefers-reduced-motion');
    expect(rules).not.toContain('@supports');
  });

  it('keeps rules without classes, and classes named only inside a pseudo-class do not count', () => {
    expect(rules).toContain('a:hover,[data-near] img{color:#5b1a63}');
    expect(rules).toContain('#main-content > * + *{margin-top:2rem}');
    expect(rules).toContain('.frame:not(.busy){opacity:1}');
    expect(rules).toContain('.frame:has(.arrow){padding:0}');
  });

  it('keeps a group’s kept rules in the group, and keyframes and font faces whole', () => {
    expect(rules).toContain('@media (min-width: 48rem){.frame{grid-template-columns:1fr 1fr}}');
    expect(rules).toContain('@keyframes slide{from{transform:translateX(0)}to{transform:translateX(-100%)}}');
    expect(rules).toContain('@font-face{font-family:Mark;src:url(data:font/woff2;base64,AAAA)}');
  });

  it('writes CSS that reads back as the kept rules, without comments', () => {
    expect(rules).not.toContain('/*');
    const root = postcss.parse(rules);
    const selectors: string[] = [];
    root.walkRules((rule) => {
      selectors.push(rule.selector);
    });
    expect(selectors).toEqual([
      '.frame',
      '.frame .title,.card .title',
      '.frame:not(.busy)',
      '.frame:has(.arrow)',
      'a:hover,[data-near] img',
      '#main-content > * + *',
      '.frame',
      'from',
      'to',
    ]);
  });

  it('keeps every rule for a page with every class, the important flag included', () => {
    const all = firstScreenOf(`${page}<button class="arrow busy"></button><div class="card"></div>`)(sheet);
    expect(all).toContain('.arrow{width:44px!important}');
    expect(all).toContain('@media (prefers-reduced-motion: reduce){.arrow{transition:none}}');
    expect(all).toContain('@supports (display: grid){.card{display:grid}}');
  });

  it('gives a sheet it cannot read back whole, and does not parse it again for the next page', () => {
    const parse = jest.spyOn(postcss, 'parse');
    expect(firstScreenRules('.frame { color: red', new Set(['frame']))).toBe('.frame { color: red');
    expect(firstScreenRules('.frame { color: red', new Set())).toBe('.frame { color: red');
    expect(parse).toHaveBeenCalledTimes(1);
    parse.mockRestore();
  });

  it('reads the classes of every element, an SVG’s too', () => {
    expect([
      ...classesOf('<p class="a  b"></p><svg class="c"><path class=""></path></svg><i data-class="d"></i>'),
    ]).toEqual(['a', 'b', 'c']);
  });
});
