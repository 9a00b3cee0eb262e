import { describe, expect, it } from 'vitest';
import { BRANDS } from './catalogue-data';
import {
  articleThumbnail,
  bannerDesktop,
  bannerMobile,
  PACKAGE_SHAPES,
  productPicture,
  storePhoto,
  stylistPortrait,
  topPickSlider,
} from './images';
import { contrastRatio, escapeXml, fitFontSize, textOn } from './svg';

const XMLNS = 'xmlns="http://www.w3.org/2000/svg"';

/** Tag balance and entity check; enough to catch broken markup from string building without an XML parser. */
function expectWellFormed(svg: string): void {
  const stack: string[] = [];
  const misclosed: string[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)(?:\s[^<>]*?)?(\/?)>/g)) {
    const [, closing, name, selfClosing] = m;
    if (selfClosing) continue;
    if (!closing) stack.push(name!);
    else if (stack.pop() !== name) misclosed.push(name!);
  }
  expect(misclosed).toEqual([]);
  expect(stack).toEqual([]);
  const text = svg.replace(/<[^<>]*>/g, '');
  expect(text).not.toMatch(/[<>]/);
  expect(svg).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
}

function expectSize(svg: string, width: number, height: number): void {
  expect(
    svg.startsWith(`<svg ${XMLNS} width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`),
  ).toBe(true);
}

function expectSelfContained(svg: string): void {
  const rest = svg.replace(XMLNS, '');
  expect(rest).not.toMatch(/http|href|@import|url\(|@font-face/i);
}

const banner = {
  label: 'Tidewell hair care: a pump bottle, a jar and a tube',
  colour: '#a3245c',
  shapes: ['pump', 'jar', 'tube'] as const,
};

describe('escapeXml', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`Elm & Ember <"Lab"> 'x'`)).toBe(
      'Elm &amp; Ember &lt;&quot;Lab&quot;&gt; &apos;x&apos;',
    );
  });

  it('drops characters XML cannot carry and keeps Chinese and emoji', () => {
    expect(escapeXml('a\u0000b\u0008c 丝滑修护 ✨')).toBe('abc 丝滑修护 ✨');
  });
});

describe('product pictures', () => {
  it.each(PACKAGE_SHAPES)('draws a %s in every view as a small, self-contained 600x600 SVG', (shape) => {
    for (const view of [1, 2, 3, 4] as const) {
      const svg = productPicture({
        brand: 'Botanika Lane',
        label: 'Shampoo',
        colour: '#2f5d3a',
        shape,
        view,
      });
      expectSize(svg, 600, 600);
      expectWellFormed(svg);
      expectSelfContained(svg);
      expect(svg).toContain('BOTANIKA LANE');
      expect(svg).toContain('>Shampoo<');
      expect(svg).toContain('#2f5d3a');
      expect(svg.length).toBeLessThan(4096);
    }
  });

  it('escapes brand and label text', () => {
    const svg = productPicture({
      brand: 'Elm & Ember',
      label: '<script>alert(1)</script>',
      colour: '#7b3f1d',
      shape: 'box',
      view: 1,
    });
    expectWellFormed(svg);
    expect(svg).toContain('ELM &amp; EMBER');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).toContain('aria-label="Elm &amp; Ember &lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('uses a system font stack only', () => {
    const svg = productPicture({
      brand: 'Aurelle',
      label: 'Serum',
      colour: '#7a2e4d',
      shape: 'dropper',
      view: 1,
    });
    expect(svg).toMatch(/font-family="system-ui, [^"]*sans-serif"/);
  });

  it('is deterministic', () => {
    const input = { brand: 'Aurelle', label: 'Serum', colour: '#7a2e4d', shape: 'dropper', view: 3 } as const;
    expect(productPicture(input)).toBe(productPicture(input));
  });
});

describe('other pictures', () => {
  it('makes desktop and mobile banners named for what they show, with no words drawn in them', () => {
    const desktop = bannerDesktop(banner);
    const mobile = bannerMobile(banner);
    expectSize(desktop, 1600, 600);
    expectSize(mobile, 800, 800);
    for (const svg of [desktop, mobile]) {
      expectWellFormed(svg);
      expectSelfContained(svg);
      expect(svg).toContain('aria-label="Tidewell hair care: a pump bottle, a jar and a tube"');
      expect(svg).not.toContain('<text');
      expect(svg.length).toBeLessThan(8192);
    }
  });

  it('leaves the words of top picks and articles to the page: their pictures draw none', () => {
    const tile = topPickSlider({ label: 'Salon Favourites', colour: '#1d6b73', shapes: ['pump', 'jar'] });
    const thumbnail = articleThumbnail({ title: 'Scalp care', colour: '#2f5d3a', motif: 'leaves' });
    for (const svg of [tile, thumbnail]) expect(svg).not.toContain('<text');
  });

  it('makes slider images, thumbnails, store photos and portraits at their sizes', () => {
    const cases: [string, number, number][] = [
      [
        topPickSlider({
          label: 'Salon Favourites',
          colour: '#1d6b73',
          shapes: ['pump', 'jar'],
        }),
        600,
        400,
      ],
      [articleThumbnail({ title: 'Scalp care', colour: '#2f5d3a', motif: 'leaves' }), 640, 360],
      [storePhoto({ name: 'Rosette Beauty Orchard', wall: '#f3e9e4', accent: '#a3245c' }), 800, 500],
      [stylistPortrait({ name: 'Jasmine Tan', index: 1, colour: '#a3245c' }), 400, 400],
    ];
    for (const [svg, w, h] of cases) {
      expectSize(svg, w, h);
      expectWellFormed(svg);
      expectSelfContained(svg);
      expect(svg.length).toBeLessThan(8192);
    }
  });

  it('draws every article motif', () => {
    for (const motif of ['waves', 'drops', 'leaves', 'bottle', 'compact', 'stars'] as const) {
      const svg = articleThumbnail({ title: 'T & C', colour: '#9a7b2f', motif });
      expectWellFormed(svg);
      expectSelfContained(svg);
    }
  });
});

describe('colours and text fitting', () => {
  it('gives every brand colour AA contrast with the white label text', () => {
    for (const brand of BRANDS) {
      expect(contrastRatio(brand.colour, '#ffffff'), brand.name).toBeGreaterThanOrEqual(4.5);
      expect(textOn(brand.colour)).toBe('#ffffff');
    }
  });

  it('picks dark text on light backgrounds', () => {
    expect(textOn('#faf6f7')).toBe('#1a1a1a');
  });

  it('shrinks long text to fit and never below 8px', () => {
    expect(fitFontSize('Short', 300, 30)).toBe(30);
    expect(fitFontSize('A much longer label that must shrink', 160, 30)).toBeLessThan(30);
    expect(fitFontSize('x'.repeat(500), 100, 30)).toBe(8);
    // Chinese characters are about one em wide each.
    expect(fitFontSize('丝滑修护洗发水', 140, 40)).toBe(20);
  });
});
