import styled from 'styled-components';
import { sideBarWidth } from '../StaffNav/StaffNav.styles';
import { theme } from '../../theme/theme';

export const Shell = styled.div`
  min-height: 100vh;
  background: ${theme.color['bg.page']};
`;

export const SkipLink = styled.a`
  position: absolute;
  z-index: ${theme.zIndex.dialog};
  top: ${theme.space[200]};
  left: ${theme.space[200]};
  padding: ${theme.space[200]} ${theme.space[400]};
  border-radius: ${theme.radius.md};
  background: ${theme.color['action.primary.bg']};
  color: ${theme.color['text.inverse']};
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

export const Content = styled.main`
  padding: ${theme.space[600]} ${theme.space[400]};
  padding-bottom: calc(${theme.layout.bottomBarHeight} + ${theme.space[800]});
  outline: none;

  ${theme.media.tablet} {
    margin-left: ${sideBarWidth};
    padding: ${theme.space[800]} ${theme.space[800]} ${theme.space[1200]};
  }
`;
