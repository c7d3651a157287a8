/** Colours an owner picks, made readable: WCAG 2 relative luminance and contrast. */

/** Relative luminance of `#rrggbb` (0 black … 1 white); null for anything else. */
export function luminance(hex: string): number | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return null;
  const [r, g, b] = match.slice(1).map((h) => {
    const c = Number.parseInt(h, 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two luminances (1 … 21). */
export function contrastRatio(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * The text colour for a background of `accent`: white or near-black, whichever contrasts more. One of the two
 * always reaches at least 4.5:1 (WCAG AA for body text), whatever the colour.
 */
export function textOn(accent: string): '#ffffff' | '#000000' {
  const l = luminance(accent) ?? 0;
  // white's luminance is 1, black's 0
  return contrastRatio(l, 1) >= contrastRatio(l, 0) ? '#ffffff' : '#000000';
}
