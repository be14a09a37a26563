import styled, { css } from 'styled-components';
import { iconRowStyles } from '../shared/iconRow';
import { theme } from '../../theme/theme';

export const Story = styled.div`
  display: grid;
  gap: ${theme.space[1000]};

  ${theme.media.desktop} {
    grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr);
    gap: ${theme.space[1600]};
    align-items: start;
  }
`;

export const StoryText = styled.div`
  display: grid;
  gap: ${theme.space[400]};
  max-width: ${theme.layout.readingMax};
  margin-top: ${theme.space[600]};
  font-size: ${theme.fontSize.lg};
  line-height: ${theme.lineHeight.relaxed};
`;

export const ValueList = styled.ul`
  display: grid;
  gap: ${theme.space[600]};
  margin: 0;
  padding: ${theme.space[800]} ${theme.space[600]};
  list-style: none;
  border-radius: ${theme.radius.lg};
  background: ${theme.color['bg.surface']};
  border: 1px solid ${theme.color['border.subtle']};

  ${theme.media.desktop} {
    margin-top: ${theme.space[1000]};
  }
`;

export const Value = styled.li`
  ${iconRowStyles}
`;

export const ValueTitle = styled.h3`
  font-size: ${theme.fontSize.lg};
  font-weight: ${theme.fontWeight.semibold};
`;

export const ValueText = styled.p`
  margin-top: ${theme.space[100]};
  color: ${theme.color['text.muted']};
`;

export const TeamWrap = styled.div`
  margin-top: ${theme.space[1600]};
  padding-top: ${theme.space[1200]};
  border-top: 1px solid ${theme.color['border.subtle']};
`;

export const TeamHeading = styled.h3`
  font-size: ${theme.fontSize['2xl']};
  font-weight: ${theme.fontWeight.semibold};
`;

export const TeamIntro = styled.p`
  margin-top: ${theme.space[200]};
  color: ${theme.color['text.muted']};
  font-size: ${theme.fontSize.lg};
`;

export const TeamGrid = styled.ul`
  display: grid;
  gap: ${theme.space[500]};
  margin: ${theme.space[800]} 0 0;
  padding: 0;
  list-style: none;

  ${theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${theme.space[600]};
  }

  ${theme.media.desktop} {
    grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  }
`;

const card = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  padding: ${theme.space[600]};
  border-radius: ${theme.radius.md};
  background: ${theme.color['bg.surface']};
  border: 1px solid ${theme.color['border.subtle']};
  box-shadow: ${theme.shadow.sm};
`;

export const MemberCard = styled.li`
  ${card}
`;

export const MemberHead = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[400]};

  ${theme.media.tablet} {
    flex-direction: column;
    align-items: flex-start;
    gap: ${theme.space[500]};
  }
`;

export const MemberName = styled.h4`
  font-size: ${theme.fontSize.xl};
  font-weight: ${theme.fontWeight.semibold};
`;

export const MemberTitle = styled.p`
  margin-top: ${theme.space[100]};
  font-weight: ${theme.fontWeight.semibold};
  color: ${theme.color['text.default']};
`;

export const MemberOab = styled.p`
  margin-top: ${theme.space[100]};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.semibold};
  letter-spacing: 0.02em;
  color: ${theme.color['text.accent']};
`;

export const MemberSummary = styled.p`
  margin-top: ${theme.space[400]};
  color: ${theme.color['text.muted']};
  line-height: ${theme.lineHeight.normal};
`;

export const SkeletonCard = styled.li`
  ${card}
  gap: ${theme.space[300]};
  box-shadow: none;
`;

export const SkeletonLine = styled.span<{ $width?: string; $round?: boolean }>`
  display: block;
  width: ${({ $width = '100%', $round, theme }) => ($round ? theme.space[2400] : $width)};
  height: ${({ $round, theme }) => ($round ? theme.space[2400] : theme.space[400])};
  border-radius: ${({ $round, theme }) => ($round ? theme.radius.pill : theme.radius.sm)};
  background: ${theme.color['bg.subtle']};
`;
