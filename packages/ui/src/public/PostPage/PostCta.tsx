import { MessageCircle } from 'lucide-react';
import { pagePaths, whatsappChatUrl } from '@firm/contract';
import { LinkButton } from '../../primitives/LinkButton';
import { Cta, CtaActions, CtaText, CtaTitle } from './PostCta.styles';

/** The call to action after a post: talk to the firm, or read more. */
export function PostCta() {
  return (
    <Cta aria-labelledby="post-cta-title">
      <CtaTitle id="post-cta-title">Ficou com alguma dúvida sobre o seu caso?</CtaTitle>
      <CtaText>
        Cada situação tem detalhes próprios. Converse com a nossa equipe para entender quais são os seus direitos.
      </CtaText>
      <CtaActions>
        <LinkButton href={whatsappChatUrl()} external variant="whatsapp" icon={<MessageCircle />}>
          Conversar pelo WhatsApp
        </LinkButton>
        <LinkButton href={pagePaths.blog} variant="secondary">
          Ler outras publicações
        </LinkButton>
      </CtaActions>
    </Cta>
  );
}
