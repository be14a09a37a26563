import { describe, expect, it } from 'vitest';
import { inSaoPaulo } from './calendar';

describe('the firm calendar (São Paulo, UTC−3)', () => {
  it('reads an instant on São Paulo’s calendar', () => {
    expect(inSaoPaulo('2025-03-10T02:59:59.999Z')?.toISOString()).toBe('2025-03-09T23:59:59.999Z');
    expect(inSaoPaulo('2025-03-10T03:00:00.000Z')?.getUTCDate()).toBe(10);
    expect(inSaoPaulo('ontem')).toBeNull();
  });
});
