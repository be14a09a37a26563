import { ArrowLeft } from 'lucide-react';
import styled from 'styled-components';
import { pagePaths } from '@firm/contract';
import { LinkButton } from '../../primitives/LinkButton';
import { PublicLayout } from '../PublicLayout';
import { theme } from '../../theme/theme';

const Box = styled.div`
  max-width: ${theme.layout.readingMax};
  margin-inline: auto;
  padding: ${theme.space[1600]} ${theme.space[500]} ${theme.space[2400]};
  text-align: center;
`;

const Code = styled.p`
  font-family: ${theme.fontFamily.heading};
  font-size: ${theme.fontSize['4xl']};
  font-weight: ${theme.fontWeight.semibold};
  line-height: ${theme.lineHeight.tight};
  color: ${theme.color['text.accent']};
`;

const Title = styled.h1`
  margin-top: ${theme.space[300]};
  font-size: ${theme.fontSize['2xl']};
  font-weight: ${theme.fontWeight.semibold};

  ${theme.media.tablet} {
    font-size: ${theme.fontSize['3xl']};
  }
`;

const Text = styled.p`
  margin-top: ${theme.space[400]};
  font-size: ${theme.fontSize.lg};
  color: ${theme.color['text.muted']};
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[300]};
  justify-content: center;
  margin-top: ${theme.space[1000]};

  ${theme.media.tablet} {
    flex-direction: row;
  }
`;

/** Any unknown path (spec §2): 404, 'Oops! Page not found', a link back to /. */
export function NotFoundPage() {
  return (
    <PublicLayout navVariant="dark">
      <Box>
        <Code aria-hidden="true">404</Code>
        <Title lang="en">Oops! Page not found</Title>
        <Text>A página que você procurou não existe ou mudou de endereço.</Text>
        <Actions>
          <LinkButton href={pagePaths.home} variant="primary" size="lg" icon={<ArrowLeft />}>
            Voltar para a página inicial
          </LinkButton>
          <LinkButton href={pagePaths.blog} variant="secondary" size="lg">
            Ver o blog
          </LinkButton>
        </Actions>
      </Box>
    </PublicLayout>
  );
}
