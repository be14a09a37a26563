import styled from 'styled-components';
import { sideBarWidth } from '../StaffNav/StaffNav.styles';

export const Shell = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.color['bg.page']};
`;

export const SkipLink = styled.a`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  top: ${({ theme }) => theme.space[200]};
  left: ${({ theme }) => theme.space[200]};
  padding: ${({ theme }) => `${theme.space[200]} ${theme.space[400]}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color['action.primary.bg']};
  color: ${({ theme }) => theme.color['text.inverse']};
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

export const Content = styled.main`
  padding: ${({ theme }) => `${theme.space[600]} ${theme.space[400]}`};
  padding-bottom: calc(${({ theme }) => theme.layout.bottomBarHeight} + ${({ theme }) => theme.space[800]});
  outline: none;

  ${({ theme }) => theme.media.tablet} {
    margin-left: ${sideBarWidth};
    padding: ${({ theme }) => `${theme.space[800]} ${theme.space[800]} ${theme.space[1200]}`};
  }
`;
