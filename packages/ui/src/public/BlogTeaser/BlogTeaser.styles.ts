import styled from 'styled-components';

export const Header = styled.div`
  margin-bottom: ${({ theme }) => theme.space[1000]};
`;

export const AllPostsLink = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space[1000]};

  a {
    flex-direction: row-reverse;
  }
`;
