import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { colorTokens, contrastPairs } from './tokens';

describe('colour tokens', () => {
  it.each(contrastPairs)('%s on %s meets %s:1', (fg, bg, min) => {
    expect(contrastRatio(colorTokens[fg], colorTokens[bg])).toBeGreaterThanOrEqual(min);
  });

  it('computes the WCAG ratio (black on white is 21:1)', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
  });
});
