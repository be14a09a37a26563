import type { Ref } from 'react';
import { Clock, MapPin, MessageCircle, Phone, ShieldCheck } from 'lucide-react';
import { firm, whatsappChatUrl } from '@firm/contract';
import { LinkButton } from '../../primitives/LinkButton';
import { Actions, Facts, FactsList, FactsTitle, HeroBand, HeroEyebrow, HeroGrid, HeroTitle, Lead } from './Hero.styles';

export interface HeroProps {
  /** Where 'Saiba Seus Direitos' leads: the blog teaser's anchor on the landing page. */
  learnHref?: string;
  /** The two actions' wrapper: the landing page hides the floating WhatsApp button while they are on screen. */
  actionsRef?: Ref<HTMLDivElement>;
}

/**
 * One message (OAB Provimento 205/2021: informative, no promised results) and the
 * two actions the spec names. The nav bar sits over it, transparent at the top.
 */
export function Hero({ learnHref = '#blog', actionsRef }: HeroProps) {
  return (
    <HeroBand aria-labelledby="hero-title">
      <HeroGrid>
        <div>
          <HeroEyebrow>
            Advocacia em {firm.address.city} desde {firm.foundedYear}
          </HeroEyebrow>
          <HeroTitle id="hero-title">
            Orientação jurídica clara para proteger seu trabalho, sua aposentadoria e sua família.
          </HeroTitle>
          <Lead>
            Atendemos trabalhadores, aposentados e famílias de {firm.address.city} e da Baixada Santista em questões
            trabalhistas, previdenciárias, cíveis, do consumidor, imobiliárias e de família. Explicamos cada etapa em
            linguagem simples, para você decidir com tranquilidade.
          </Lead>
          <Actions ref={actionsRef}>
            <LinkButton href={whatsappChatUrl()} external variant="whatsapp" size="lg" icon={<MessageCircle />}>
              Conversar pelo WhatsApp
            </LinkButton>
            <LinkButton href={learnHref} variant="secondary" size="lg">
              Saiba Seus Direitos
            </LinkButton>
          </Actions>
        </div>

        <Facts>
          <FactsTitle id="hero-facts-title">Atendimento presencial e online</FactsTitle>
          <FactsList>
            <li>
              <MapPin aria-hidden="true" />
              <span>
                {firm.address.street} – {firm.address.district}, {firm.address.city}/{firm.address.state}
              </span>
            </li>
            <li>
              <Clock aria-hidden="true" />
              <span>{firm.openingHours}</span>
            </li>
            <li>
              <Phone aria-hidden="true" />
              <span>
                <a href={`tel:${firm.phone.e164}`}>{firm.phone.display}</a>
              </span>
            </li>
            <li>
              <ShieldCheck aria-hidden="true" />
              <span>Sociedade de advogados inscrita na {firm.oabRegistration}</span>
            </li>
          </FactsList>
        </Facts>
      </HeroGrid>
    </HeroBand>
  );
}
