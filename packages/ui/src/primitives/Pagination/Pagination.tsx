import { ChevronLeft, ChevronRight } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../Button';
import { theme } from '../../theme/theme';

export interface PaginationProps {
  /** 1-based. */
  page: number;
  hasNext: boolean;
  onPageChange: (page: number) => void;
  /** The nav's accessible name. */
  label?: string;
  className?: string;
}

const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[300]};

  ${theme.media.tablet} {
    justify-content: center;
    gap: ${theme.space[400]};
  }
`;

const Current = styled.p`
  color: ${theme.color['text.default']};
  font-weight: ${theme.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** 'Anterior' · 'Página n' · 'Próxima' (§2, post list). */
export function Pagination({ page, hasNext, onPageChange, label = 'Paginação', className }: PaginationProps) {
  return (
    <Nav aria-label={label} className={className}>
      <Button
        variant="secondary"
        size="sm"
        icon={<ChevronLeft />}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        Anterior
      </Button>
      <Current aria-live="polite">Página {page}</Current>
      <Button
        variant="secondary"
        size="sm"
        icon={<ChevronRight />}
        iconPosition="end"
        disabled={!hasNext}
        onClick={() => onPageChange(page + 1)}
      >
        Próxima
      </Button>
    </Nav>
  );
}
