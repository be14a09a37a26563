import styled from 'styled-components';
import { theme } from '../../theme/theme';
import { surfacePanel } from '../../primitives/internal/surfacePanel';

export const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  ${surfacePanel('sm')}
  transition: box-shadow ${theme.motion.normal} ease-out;

  &:hover {
    box-shadow: ${theme.shadow.md};
  }

  &:focus-within {
    outline: 3px solid ${theme.color['border.focus']};
    outline-offset: 2px;
  }
`;

export const Media = styled.div`
  aspect-ratio: 16 / 9;
  overflow: hidden;
  background: ${theme.color['bg.inverse']};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** No main image: a quiet brand panel keeps the grid even. */
export const Placeholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  background: ${theme.color['bg.inverseRaised']};
  color: ${theme.color['text.accentOnInverse']};

  svg {
    width: ${theme.space[1200]};
    height: ${theme.space[1200]};
    opacity: 0.7;
  }
`;

export const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${theme.space[300]};
  padding: ${theme.space[500]} ${theme.space[500]} ${theme.space[600]};
`;

export const Title = styled.h3`
  font-size: ${theme.fontSize.xl};
  font-weight: ${theme.fontWeight.semibold};
  line-height: ${theme.lineHeight.snug};
  overflow-wrap: break-word;
`;

/** The whole card is the link's target area; the title carries its name. */
export const TitleLink = styled.a`
  color: ${theme.color['text.heading']};
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  &:hover {
    text-decoration: underline;
    text-underline-offset: 0.15em;
  }

  &:focus-visible {
    outline: none;
  }
`;

export const Excerpt = styled.p`
  color: ${theme.color['text.muted']};
  line-height: ${theme.lineHeight.normal};
`;

export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[200]} ${theme.space[500]};
  margin-top: auto;
  padding-top: ${theme.space[200]};
  font-size: ${theme.fontSize.sm};
  color: ${theme.color['text.muted']};
`;

export const MetaItem = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[150]};

  svg {
    width: ${theme.space[400]};
    height: ${theme.space[400]};
  }
`;
