import { describe, expect, it } from 'vitest';
import { formatPostDate } from './formatPostDate';

describe('formatPostDate (docs/decisions/0009)', () => {
  it('shows the São Paulo calendar day as dd/MM/yyyy', () => {
    expect(formatPostDate('2025-01-02T03:04:05.006Z')).toBe('02/01/2025');
    expect(formatPostDate('2024-12-31T12:00:00.000Z')).toBe('31/12/2024');
  });

  it('turns the day at midnight in São Paulo (03:00 UTC), not at midnight UTC', () => {
    expect(formatPostDate('2024-03-10T02:59:59.999Z')).toBe('09/03/2024');
    expect(formatPostDate('2024-03-10T03:00:00.000Z')).toBe('10/03/2024');
  });

  it('accepts any offset and answers empty for an unreadable date', () => {
    expect(formatPostDate('2024-03-10T00:30:00-03:00')).toBe('10/03/2024');
    expect(formatPostDate('ontem')).toBe('');
    expect(formatPostDate('')).toBe('');
  });
});
