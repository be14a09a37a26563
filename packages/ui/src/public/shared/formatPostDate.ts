import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';

const SAO_PAULO_OFFSET_MS = -3 * 60 * 60 * 1000;

/**
 * `published_at` (UTC ISO) as dd/MM/yyyy in the firm's time zone. Brazil has no
 * daylight saving since 2019, so a fixed UTC−3 offset gives the same calendar day
 * on the server and in every visitor's browser (no hydration mismatch, stable stories).
 */
export function formatPostDate(iso: string): string {
  const shifted = new Date(Date.parse(iso) + SAO_PAULO_OFFSET_MS);
  if (Number.isNaN(shifted.getTime())) return '';
  const calendarDay = new Date(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate());
  return format(calendarDay, 'dd/MM/yyyy', { locale: ptBR });
}
