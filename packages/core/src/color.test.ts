import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, luminance, textOn } from './color.js';

describe('textOn', () => {
  it('puts white on dark accents and near-black on light ones', () => {
    expect(textOn('#6d28d9')).toBe('#ffffff');
    expect(textOn('#000000')).toBe('#ffffff');
    expect(textOn('#ffff00')).toBe('#000000');
    expect(textOn('#ffffff')).toBe('#000000');
    expect(textOn('#22c55e')).toBe('#000000');
  });

  it('keeps WCAG AA (4.5:1) for every #rrggbb colour', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (n) => {
        const accent = `#${n.toString(16).padStart(6, '0')}`;
        const text = textOn(accent);
        expect(contrastRatio(luminance(accent) ?? 0, luminance(text) ?? 0)).toBeGreaterThanOrEqual(4.5);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads only #rrggbb', () => {
    expect(luminance('red')).toBeNull();
    expect(luminance('#fff')).toBeNull();
    expect(luminance('#FFFFFF')).toBeCloseTo(1);
  });
});
