/**
 * A small sanitiser for the HTML documents our own server sends (terms, privacy policy): drops elements that
 * run or embed things, event-handler attributes and script URLs. Uses the browser's DOMParser, which does not
 * run scripts or load resources of the parsed document.
 */
const DROPPED_ELEMENTS = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'link',
  'meta',
  'base',
  'noscript',
  'template',
]);

const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'srcset',
  'background',
  'poster',
]);

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is stripped.
const INVISIBLE = /[\u0000-\u0020]+/g;
const SCRIPT_URL = /^(javascript|vbscript|data):/i;

export function sanitizeHtml(html: string, parser: DOMParser = new DOMParser()): string {
  const doc = parser.parseFromString(html, 'text/html');
  for (const element of [...doc.body.querySelectorAll('*')]) {
    if (DROPPED_ELEMENTS.has(element.localName)) {
      element.remove();
      continue;
    }
    for (const attribute of [...element.attributes]) {
      const name = attribute.name.toLowerCase();
      const scriptUrl = URL_ATTRIBUTES.has(name) && SCRIPT_URL.test(attribute.value.replace(INVISIBLE, ''));
      if (name.startsWith('on') || name === 'srcdoc' || scriptUrl) element.removeAttribute(attribute.name);
    }
    if (element.localName === 'a' && element.getAttribute('target') === '_blank') {
      element.setAttribute('rel', 'noopener noreferrer');
    }
  }
  return doc.body.innerHTML;
}
