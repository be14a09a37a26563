import styled from 'styled-components';
import { theme } from '../../theme/theme';

export const Header = styled.div`
  margin-bottom: ${theme.space[1000]};
`;

export const AllPostsLink = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${theme.space[1000]};

  a {
    flex-direction: row-reverse;
  }
`;
