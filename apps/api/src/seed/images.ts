import {
  fitFontSize,
  round,
  SOFT_BACKGROUND,
  shade,
  svgDocument,
  TEXT_DARK,
  textElement,
  textOn,
  tint,
} from './svg';

/*
 * Generated demo pictures (DESIGN.md "Pictures"): package silhouettes in the brand's colour, banners, slider
 * images, article thumbnails, store interiors and stylist portraits. Pure functions returning SVG text.
 */

export type PackageShape =
  | 'bottle'
  | 'pump'
  | 'dropper'
  | 'spray'
  | 'jar'
  | 'tube'
  | 'stick'
  | 'compact'
  | 'box';

export const PACKAGE_SHAPES: readonly PackageShape[] = [
  'bottle',
  'pump',
  'dropper',
  'spray',
  'jar',
  'tube',
  'stick',
  'compact',
  'box',
];

/** Where a package's printed label sits, in the 600x600 product canvas. */
type LabelBox = { x: number; y: number; w: number; h: number; vertical?: boolean };
type Silhouette = { body: string; label: LabelBox };

const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${extra}/>`;

/** A soft vertical highlight: makes a flat fill read as a rounded, glossy package. */
const gloss = (x: number, y: number, h: number) => rect(x, y, 16, h, 8, '#ffffff', ' opacity=".18"');

/** Each package stands on the line y=520 and is centred on x=300. */
function silhouette(shape: PackageShape, colour: string): Silhouette {
  const dark = shade(colour, 0.35);
  const light = tint(colour, 0.25);
  switch (shape) {
    case 'bottle':
      return {
        body:
          rect(255, 110, 90, 62, 8, dark) +
          rect(268, 166, 64, 60, 6, light) +
          rect(200, 220, 200, 300, 30, colour) +
          gloss(218, 240, 260),
        label: { x: 214, y: 300, w: 172, h: 150 },
      };
    case 'pump':
      return {
        body:
          rect(250, 128, 100, 26, 6, dark) +
          rect(340, 133, 62, 13, 5, dark) +
          rect(291, 150, 18, 56, 3, dark) +
          rect(258, 200, 84, 46, 8, light) +
          rect(195, 240, 210, 280, 32, colour) +
          gloss(214, 262, 236),
        label: { x: 210, y: 320, w: 180, h: 150 },
      };
    case 'dropper':
      return {
        body:
          rect(278, 150, 44, 112, 22, dark) +
          rect(262, 252, 76, 54, 8, light) +
          rect(225, 300, 150, 220, 26, colour) +
          gloss(240, 318, 180),
        label: { x: 233, y: 355, w: 134, h: 130 },
      };
    case 'spray':
      return {
        body:
          rect(318, 176, 40, 14, 4, dark) +
          rect(256, 156, 88, 72, 12, dark) +
          rect(280, 224, 40, 40, 4, light) +
          rect(188, 260, 224, 260, 20, colour) +
          gloss(206, 280, 220),
        label: { x: 204, y: 320, w: 192, h: 150 },
      };
    case 'jar':
      return {
        body: rect(150, 276, 300, 66, 16, dark) + rect(160, 330, 280, 190, 28, colour) + gloss(178, 350, 150),
        label: { x: 178, y: 360, w: 244, h: 140 },
      };
    case 'tube':
      return {
        body:
          rect(178, 126, 244, 36, 5, light) +
          `<path d="M186 158 L414 158 L378 466 L222 466 Z" fill="${colour}"/>` +
          rect(242, 460, 116, 60, 10, dark) +
          gloss(206, 176, 220),
        label: { x: 214, y: 216, w: 172, h: 180 },
      };
    case 'stick':
      return {
        body: rect(245, 96, 110, 250, 16, colour) + rect(239, 340, 122, 180, 14, dark) + gloss(258, 116, 210),
        label: { x: 248, y: 106, w: 104, h: 230, vertical: true },
      };
    case 'compact':
      return {
        body:
          `<circle cx="300" cy="330" r="190" fill="${colour}"/>` +
          `<circle cx="300" cy="330" r="160" fill="none" stroke="#ffffff" stroke-opacity=".35" stroke-width="4"/>` +
          `<path d="M170 230 A160 160 0 0 1 300 170" fill="none" stroke="#ffffff" stroke-opacity=".3" stroke-width="10" stroke-linecap="round"/>`,
        label: { x: 170, y: 262, w: 260, h: 140 },
      };
    case 'box':
      return {
        body:
          `<path d="M170 180 L212 138 L472 138 L430 180 Z" fill="${light}"/>` +
          `<path d="M430 180 L472 138 L472 478 L430 520 Z" fill="${dark}"/>` +
          rect(170, 180, 260, 340, 6, colour),
        label: { x: 186, y: 260, w: 228, h: 180 },
      };
  }
}

/** Brand name above a hairline, the product type below, both fitted to the label box. */
function labelText(box: LabelBox, brand: string, label: string, fill: string): string {
  const width = (box.vertical ? box.h : box.w) - 16;
  const brandText = brand.toUpperCase();
  const brandSize = fitFontSize(brandText, width, 30, 0.12);
  const labelSize = fitFontSize(label, width, 21);
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  const lines =
    textElement(cx, cy - 10, brandText, {
      size: brandSize,
      fill,
      weight: 700,
      anchor: 'middle',
      spacing: round(brandSize * 0.12),
    }) +
    `<rect x="${round(cx - 20)}" y="${round(cy + 2)}" width="40" height="2" fill="${fill}" opacity=".6"/>` +
    textElement(cx, cy + 12 + labelSize, label, { size: labelSize, fill, anchor: 'middle', opacity: 0.92 });
  return box.vertical ? `<g transform="rotate(-90 ${round(cx)} ${round(cy)})">${lines}</g>` : lines;
}

function packageGroup(shape: PackageShape, colour: string, brand: string, label: string): string {
  const { body, label: box } = silhouette(shape, colour);
  return `<ellipse cx="300" cy="522" rx="160" ry="14" fill="#000" opacity=".08"/>${body}${labelText(box, brand, label, textOn(colour))}`;
}

/** A package without its texts, for banners and sliders where it is decoration. */
function plainPackage(shape: PackageShape, colour: string): string {
  return silhouette(shape, colour).body;
}

export type ProductPictureInput = {
  brand: string;
  /** A short product-type label printed on the package, e.g. "Shampoo". */
  label: string;
  colour: string;
  shape: PackageShape;
  /** 1 front shot, 2 on a colour backdrop, 3 texture swatch, 4 botanical still life. */
  view: 1 | 2 | 3 | 4;
};

export const PRODUCT_SIZE = 600;

export function productPicture({ brand, label, colour, shape, view }: ProductPictureInput): string {
  const pack = packageGroup(shape, colour, brand, label);
  const title = `${brand} ${label}`;
  let body: string;
  switch (view) {
    case 1:
      body = rect(0, 0, 600, 600, 0, SOFT_BACKGROUND) + pack;
      break;
    case 2:
      body =
        rect(0, 0, 600, 600, 0, tint(colour, 0.9)) +
        `<circle cx="300" cy="310" r="250" fill="${tint(colour, 0.78)}"/>` +
        pack;
      break;
    case 3:
      // A cream or liquid swatch with the package set small in front of it.
      body =
        rect(0, 0, 600, 600, 0, tint(colour, 0.92)) +
        `<path d="M90 250 C120 120 330 70 440 150 C540 220 520 380 400 410 C290 440 250 360 170 390 C90 420 70 330 90 250 Z" fill="${tint(colour, 0.55)}"/>` +
        `<circle cx="210" cy="210" r="26" fill="${tint(colour, 0.4)}"/><circle cx="150" cy="300" r="14" fill="${tint(colour, 0.4)}"/>` +
        `<g transform="translate(300 250) scale(.55)">${pack}</g>`;
      break;
    case 4:
      body =
        rect(0, 0, 600, 600, 0, SOFT_BACKGROUND) +
        leaves(tint(colour, 0.6)) +
        `<g transform="translate(30 40) scale(.9)">${pack}</g>`;
      break;
  }
  return svgDocument(PRODUCT_SIZE, PRODUCT_SIZE, title, body);
}

function leaves(fill: string): string {
  const leaf = (x: number, y: number, angle: number) =>
    `<ellipse cx="${x}" cy="${y}" rx="34" ry="92" fill="${fill}" transform="rotate(${angle} ${x} ${y})"/>`;
  return (
    leaf(130, 300, -35) + leaf(170, 230, -10) + leaf(470, 280, 30) + leaf(440, 210, 8) + leaf(500, 380, 60)
  );
}

/** Three packages as a decorative group, standing on a common line. */
function packageTrio(shapes: readonly PackageShape[], colours: readonly string[]): string {
  const placed = shapes.slice(0, 3).map((shape, i) => {
    const dx = [0, 230, 460][i]!;
    const s = [0.8, 1, 0.8][i]!;
    const dy = 520 * (1 - s);
    return `<g transform="translate(${dx + 300 * (1 - s)} ${dy}) scale(${s})">${plainPackage(shape, colours[i % colours.length]!)}</g>`;
  });
  return placed.join('');
}

/*
 * Banners, top-pick tiles and article thumbnails carry no words: the storefront sets the headline, the tile's
 * title and the article's tag over them as page text, so every language reads its own. Each leaves room for
 * those words (banners: the left of the desktop picture and the top and bottom of the phone one; tiles: the
 * left; thumbnails: the bottom left corner).
 */

export type BannerInput = {
  /** What the picture shows, as its accessible name. */
  label: string;
  colour: string;
  shapes: readonly PackageShape[];
};

export const BANNER_DESKTOP = { width: 1600, height: 600 } as const;
export const BANNER_MOBILE = { width: 800, height: 800 } as const;

export function bannerDesktop({ label, colour, shapes }: BannerInput): string {
  const body =
    rect(0, 0, 1600, 600, 0, colour) +
    `<circle cx="1240" cy="300" r="330" fill="${tint(colour, 0.18)}"/>` +
    `<circle cx="1480" cy="80" r="120" fill="${tint(colour, 0.3)}" opacity=".6"/>` +
    `<g transform="translate(760 60) scale(.85)">${packageTrio(shapes, [tint(colour, 0.85), '#ffffff', tint(colour, 0.6)])}</g>`;
  return svgDocument(BANNER_DESKTOP.width, BANNER_DESKTOP.height, label, body);
}

export function bannerMobile({ label, colour, shapes }: BannerInput): string {
  const body =
    rect(0, 0, 800, 800, 0, colour) +
    `<circle cx="400" cy="540" r="300" fill="${tint(colour, 0.18)}"/>` +
    `<g transform="translate(130 250) scale(.62)">${packageTrio(shapes, [tint(colour, 0.85), '#ffffff', tint(colour, 0.6)])}</g>`;
  return svgDocument(BANNER_MOBILE.width, BANNER_MOBILE.height, label, body);
}

export const SLIDER_SIZE = { width: 600, height: 400 } as const;

/** A top-pick tile: two packages on the right of a tinted card. */
export function topPickSlider(input: { label: string; colour: string; shapes: readonly PackageShape[] }) {
  const { label, colour, shapes } = input;
  const [first = 'bottle', second = 'jar'] = shapes;
  const body =
    rect(0, 0, 600, 400, 0, tint(colour, 0.86)) +
    `<circle cx="470" cy="250" r="170" fill="${tint(colour, 0.7)}"/>` +
    `<g transform="translate(290 150) scale(.42)">${plainPackage(first, colour)}</g>` +
    `<g transform="translate(400 175) scale(.38)">${plainPackage(second, shade(colour, 0.25))}</g>`;
  return svgDocument(SLIDER_SIZE.width, SLIDER_SIZE.height, label, body);
}

export type ArticleMotif = 'waves' | 'drops' | 'leaves' | 'bottle' | 'compact' | 'stars';
export const THUMBNAIL_SIZE = { width: 640, height: 360 } as const;

function motif(kind: ArticleMotif, colour: string): string {
  const soft = tint(colour, 0.55);
  switch (kind) {
    case 'waves':
      return [0, 1, 2, 3, 4]
        .map(
          (i) =>
            `<path d="M-20 ${90 + i * 50} C120 ${40 + i * 50} 260 ${150 + i * 50} 400 ${90 + i * 50} S620 ${40 + i * 50} 680 ${100 + i * 50}" fill="none" stroke="${i % 2 ? soft : colour}" stroke-width="18" stroke-linecap="round" opacity=".8"/>`,
        )
        .join('');
    case 'drops':
      return [
        [160, 150, 60],
        [330, 210, 90],
        [500, 130, 50],
        [450, 280, 30],
      ]
        .map(
          ([x, y, r]) =>
            `<path d="M${x} ${y! - r! * 1.6} C${x! + r! * 0.9} ${y! - r! * 0.4} ${x! + r!} ${y! + r!} ${x} ${y! + r!} C${x! - r!} ${y! + r!} ${x! - r! * 0.9} ${y! - r! * 0.4} ${x} ${y! - r! * 1.6} Z" fill="${soft}"/>`,
        )
        .join('');
    case 'leaves':
      return `<g transform="translate(20 -40)">${leaves(soft)}</g>`;
    case 'bottle':
      return `<g transform="translate(200 20) scale(.55)">${plainPackage('spray', colour)}</g>`;
    case 'compact':
      return `<g transform="translate(120 0) scale(.6)">${plainPackage('compact', colour)}</g><g transform="translate(330 60) scale(.5)">${plainPackage('stick', shade(colour, 0.2))}</g>`;
    case 'stars':
      return [
        [170, 150, 60],
        [360, 200, 90],
        [520, 110, 40],
      ]
        .map(([x, y, r]) => {
          const points = Array.from({ length: 10 }, (_, i) => {
            const a = (Math.PI / 5) * i - Math.PI / 2;
            const d = i % 2 ? r! * 0.45 : r!;
            return `${round(x! + d * Math.cos(a))},${round(y! + d * Math.sin(a))}`;
          });
          return `<polygon points="${points.join(' ')}" fill="${soft}"/>`;
        })
        .join('');
  }
}

export function articleThumbnail(input: { title: string; colour: string; motif: ArticleMotif }) {
  const { title, colour } = input;
  const body = rect(0, 0, 640, 360, 0, tint(colour, 0.85)) + motif(input.motif, colour);
  return svgDocument(THUMBNAIL_SIZE.width, THUMBNAIL_SIZE.height, title, body);
}

export const STORE_PHOTO_SIZE = { width: 800, height: 500 } as const;

/** An abstract salon interior: pendant lights, mirrors, styling chairs and a plant, in the store's palette. */
export function storePhoto(input: { name: string; wall: string; accent: string }): string {
  const { name, wall, accent } = input;
  const floor = shade(wall, 0.25);
  const stations = [0, 1, 2]
    .map((i) => {
      const x = 110 + i * 210;
      return (
        `<line x1="${x + 60}" y1="0" x2="${x + 60}" y2="70" stroke="${TEXT_DARK}" stroke-width="2"/>` +
        `<path d="M${x + 36} 92 A24 24 0 0 1 ${x + 84} 92 Z" fill="${accent}"/>` +
        `<circle cx="${x + 60}" cy="96" r="6" fill="#fff3c4"/>` +
        rect(x, 120, 120, 190, 60, shade(wall, 0.1)) +
        rect(x + 10, 130, 100, 170, 50, '#eef3f6') +
        `<path d="M${x + 22} 150 L${x + 52} 140" stroke="#ffffff" stroke-width="6" stroke-linecap="round"/>` +
        rect(x + 20, 320, 80, 52, 14, accent) +
        rect(x + 26, 282, 68, 46, 12, shade(accent, 0.15)) +
        rect(x + 56, 372, 8, 36, 2, '#8a8a8a') +
        `<ellipse cx="${x + 60}" cy="410" rx="38" ry="7" fill="#6b6b6b"/>`
      );
    })
    .join('');
  const body =
    rect(0, 0, 800, 500, 0, wall) +
    rect(0, 380, 800, 120, 0, floor) +
    rect(0, 376, 800, 6, 0, shade(wall, 0.35)) +
    stations +
    rect(706, 330, 54, 60, 8, '#c9b8a6') +
    `<ellipse cx="722" cy="300" rx="14" ry="40" fill="#3f7d58" transform="rotate(-20 722 300)"/>` +
    `<ellipse cx="744" cy="290" rx="14" ry="46" fill="#2e6b4a" transform="rotate(14 744 290)"/>` +
    `<ellipse cx="733" cy="275" rx="12" ry="40" fill="#4c8f66"/>`;
  return svgDocument(STORE_PHOTO_SIZE.width, STORE_PHOTO_SIZE.height, `${name} salon interior`, body);
}

export const PORTRAIT_SIZE = 400;

/** A faceless illustrated portrait: hair style, skin tone and outfit vary by index. */
export function stylistPortrait(input: { name: string; index: number; colour: string }): string {
  const { name, index, colour } = input;
  const skins = ['#f1c7a5', '#d9a07a', '#b97a56', '#8d5a3b', '#e8b996'];
  const hairs = ['#2b1d16', '#4a2f20', '#111111', '#6b3e26', '#8c6a4f'];
  const skin = skins[index % skins.length]!;
  const hair = hairs[(index * 3) % hairs.length]!;
  const style = index % 3;
  const back =
    style === 1
      ? `<path d="M130 180 C130 90 270 90 270 180 L280 300 L120 300 Z" fill="${hair}"/>`
      : style === 2
        ? `<circle cx="200" cy="96" r="34" fill="${hair}"/>`
        : '';
  const front =
    style === 0
      ? `<path d="M138 170 C140 100 260 100 262 170 C240 140 170 138 138 170 Z" fill="${hair}"/>`
      : `<path d="M140 168 C146 108 254 108 260 168 C230 150 180 130 140 168 Z" fill="${hair}"/>`;
  const body =
    rect(0, 0, 400, 400, 0, tint(colour, 0.82)) +
    back +
    `<path d="M80 400 C90 300 150 270 200 270 C250 270 310 300 320 400 Z" fill="${colour}"/>` +
    rect(180, 228, 40, 50, 12, skin) +
    `<ellipse cx="200" cy="180" rx="62" ry="72" fill="${skin}"/>` +
    front;
  return svgDocument(PORTRAIT_SIZE, PORTRAIT_SIZE, `Portrait of ${name}`, body);
}

/** A salon voucher card: the shop's gift-card look with the value or service written on it. */
export function voucherPicture(input: { title: string; subtitle: string; colour: string }): string {
  const ink = textOn(input.colour);
  const body =
    rect(0, 0, PRODUCT_SIZE, PRODUCT_SIZE, 0, SOFT_BACKGROUND) +
    rect(60, 150, 480, 300, 28, input.colour) +
    `<circle cx="60" cy="300" r="26" fill="${SOFT_BACKGROUND}"/><circle cx="540" cy="300" r="26" fill="${SOFT_BACKGROUND}"/>` +
    `<line x1="400" y1="170" x2="400" y2="430" stroke="${ink}" stroke-opacity="0.35" stroke-width="3" stroke-dasharray="10 10"/>` +
    textElement(100, 215, 'ROSETTE SALON', { size: 22, fill: ink, weight: 600, spacing: 4, opacity: 0.85 }) +
    textElement(100, 300, input.title, { size: fitFontSize(input.title, 280, 64), fill: ink, weight: 700 }) +
    textElement(100, 350, input.subtitle, {
      size: fitFontSize(input.subtitle, 280, 26),
      fill: ink,
      opacity: 0.9,
    }) +
    textElement(470, 312, '✦', { size: 48, fill: ink, anchor: 'middle', opacity: 0.8 });
  return svgDocument(PRODUCT_SIZE, PRODUCT_SIZE, `${input.title} ${input.subtitle}`, body);
}

export const REVIEW_PHOTO_SIZE = 400;

/** The surfaces a shopper photographs a purchase on: a marble counter, a wooden dresser, a bed sheet. */
const SURFACES = [
  { top: '#eceae6', vein: '#cfcac3', front: '#dcd8d2' },
  { top: '#b98a5e', vein: '#a57548', front: '#8f6440' },
  { top: '#f3dfe2', vein: '#e6c8cd', front: '#eed3d7' },
] as const;

/**
 * A shopper's photo of what they bought: the package (its printed label left off, so the picture needs no
 * font) standing on a surface at home, a little turned, as a phone photo is. No text anywhere.
 */
export function customerPhoto(input: { shape: PackageShape; colour: string; scene: number }): string {
  const surface = SURFACES[input.scene % SURFACES.length]!;
  const tilt = [-6, 4, -2][input.scene % 3]!;
  const body =
    rect(0, 0, 400, 400, 0, tint(input.colour, 0.88)) +
    rect(0, 270, 400, 130, 0, surface.top) +
    `<path d="M0 300 C120 290 220 330 400 310" stroke="${surface.vein}" stroke-width="5" fill="none"/>` +
    rect(0, 372, 400, 28, 0, surface.front) +
    `<ellipse cx="200" cy="338" rx="96" ry="12" fill="#000000" opacity=".12"/>` +
    `<g transform="rotate(${tilt} 200 200) translate(60 -6) scale(.66)">${plainPackage(input.shape, input.colour)}</g>`;
  return svgDocument(REVIEW_PHOTO_SIZE, REVIEW_PHOTO_SIZE, 'Customer photo of the product', body);
}

/**
 * A client's photo after a salon visit: the back of the head, so the new colour and length show and no face
 * does. `length` 0 is a bob, 1 shoulder length, 2 long; `streaks` adds lighter strands (balayage, highlights).
 */
export function hairPhoto(input: { hair: string; length: number; streaks: boolean; wall: string }): string {
  const end = [235, 300, 360][input.length % 3]!;
  const light = tint(input.hair, 0.45);
  const strands = input.streaks
    ? [150, 185, 215, 250]
        .map(
          (x, i) =>
            `<path d="M${x} ${110 + i * 4} C${x - 8} 190 ${x + 10} 260 ${x - 4} ${end - 10}" stroke="${light}" stroke-width="9" fill="none" stroke-linecap="round" opacity=".8"/>`,
        )
        .join('')
    : '';
  const body =
    rect(0, 0, 400, 400, 0, input.wall) +
    `<path d="M60 400 C70 320 130 290 200 290 C270 290 330 320 340 400 Z" fill="${shade(input.wall, 0.45)}"/>` +
    rect(178, 250, 44, 50, 14, '#d9a07a') +
    `<path d="M120 170 C120 70 280 70 280 170 L${292 - input.length * 4} ${end} C240 ${end + 14} 160 ${end + 14} ${108 + input.length * 4} ${end} Z" fill="${input.hair}"/>` +
    strands +
    `<path d="M150 100 C180 84 220 84 250 100" stroke="${tint(input.hair, 0.25)}" stroke-width="6" fill="none" opacity=".7"/>`;
  return svgDocument(REVIEW_PHOTO_SIZE, REVIEW_PHOTO_SIZE, 'Client photo of the new hairstyle', body);
}
