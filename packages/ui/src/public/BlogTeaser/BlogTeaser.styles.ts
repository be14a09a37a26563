import styled from 'styled-components';

export const Header = styled.div`
  margin-bottom: ${({ theme }) => theme.space[1000]};
`;

export const CardGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[600]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const AllPostsLink = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space[1000]};

  a {
    flex-direction: row-reverse;
  }
`;
