/**
 * A status page's badges (docs/federation-protocol.md "Status pages"): a flat two-part SVG, label on
 * grey and value on the state's colour, in the shields.io layout READMEs expect. Text widths are estimated
 * from Verdana 11 px's average advance (about 7 px a character), which is how wide the badge is drawn.
 * Pure; `escapeXml` keeps a display name from breaking out of its text node.
 */

/** XML's five special characters as entities. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const CHAR_PX = 7;
const PADDING_PX = 10;

/** The badge `label | value` with `color` (hex) behind the value, with its accessible name. */
export function badgeSvg(label: string, value: string, color: string): string {
  const left = label.length * CHAR_PX + PADDING_PX;
  const right = value.length * CHAR_PX + PADDING_PX;
  const width = left + right;
  const [l, v] = [escapeXml(label), escapeXml(value)];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="20" role="img" aria-label="${l}: ${v}"><title>${l}: ${v}</title>` +
    `<rect width="${left}" height="20" fill="#555"/><rect x="${left}" width="${right}" height="20" fill="${color}"/>` +
    `<g fill="#fff" font-family="Verdana,DejaVu Sans,sans-serif" font-size="11" text-anchor="middle">` +
    `<text x="${left / 2}" y="14">${l}</text><text x="${left + right / 2}" y="14">${v}</text></g></svg>`
  );
}
