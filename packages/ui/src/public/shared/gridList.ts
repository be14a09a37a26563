import { css } from 'styled-components';
import { theme } from '../../theme/theme';

/** A list laid out as a grid: one column on phones, two from the tablet width (post cards, services, contact details). */
export const gridListStyles = css`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;

  ${theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
