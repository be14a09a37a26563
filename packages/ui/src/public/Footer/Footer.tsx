import { Lock, Mail, MessageCircle, Phone } from 'lucide-react';
import { firm, pagePaths, whatsappChatUrl } from '@firm/contract';
import { PageLink } from '../shared/PageLink';
import { landingSections, sectionHref } from '../shared/sections';
import {
  Bottom,
  BottomText,
  BrandName,
  Column,
  ColumnTitle,
  ContactLink,
  FooterBand,
  FooterGrid,
  FooterInner,
  LinkList,
  PlainList,
  QuickLink,
  SmallText,
  SocialList,
} from './Footer.styles';

export interface FooterProps {
  /** On the landing page the section links are in-page anchors. */
  onLanding?: boolean;
  /** Leaves room under the last links for the floating WhatsApp button. */
  reserveFloatingSpace?: boolean;
}

export function Footer({ onLanding = false, reserveFloatingSpace = false }: FooterProps) {
  const { address } = firm;
  return (
    <FooterBand $reserve={reserveFloatingSpace}>
      <FooterInner>
        <FooterGrid>
          <Column>
            <BrandName>{firm.name}</BrandName>
            <SmallText>{firm.tagline}.</SmallText>
            <address>
              {address.street}
              <br />
              {address.district}, {address.city}/{address.state} – CEP {address.postalCode}
            </address>
            <SmallText>Sociedade de advogados inscrita na {firm.oabRegistration}</SmallText>
            <SocialList aria-label="Redes sociais">
              {firm.social.map((profile) => (
                <li key={profile.name}>
                  <QuickLink as="a" href={profile.url} target="_blank" rel="noopener noreferrer">
                    {profile.name}
                    <span className="visually-hidden"> (abre em nova aba)</span>
                  </QuickLink>
                </li>
              ))}
            </SocialList>
          </Column>

          <Column>
            <ColumnTitle>Contato</ColumnTitle>
            <LinkList>
              <li>
                <ContactLink href={whatsappChatUrl()} target="_blank" rel="noopener noreferrer">
                  <MessageCircle aria-hidden="true" />
                  <span>
                    WhatsApp {firm.whatsapp.display}
                    <span className="visually-hidden"> (abre em nova aba)</span>
                  </span>
                </ContactLink>
              </li>
              <li>
                <ContactLink href={`tel:${firm.phone.e164}`}>
                  <Phone aria-hidden="true" />
                  <span>Telefone {firm.phone.display}</span>
                </ContactLink>
              </li>
              <li>
                <ContactLink href={`mailto:${firm.email}`}>
                  <Mail aria-hidden="true" />
                  <span>{firm.email}</span>
                </ContactLink>
              </li>
            </LinkList>
            <SmallText>{firm.openingHours}</SmallText>
          </Column>

          <Column as="nav" aria-labelledby="footer-links-title">
            <ColumnTitle id="footer-links-title">Links rápidos</ColumnTitle>
            <LinkList>
              <li>
                <QuickLink as={PageLink} href={pagePaths.home}>
                  Início
                </QuickLink>
              </li>
              {landingSections.map((section) => (
                <li key={section.id}>
                  <QuickLink
                    as={PageLink}
                    href={section.id === 'blog' ? pagePaths.blog : sectionHref(section.id, onLanding)}
                  >
                    {section.label}
                  </QuickLink>
                </li>
              ))}
              <li>
                <QuickLink as={PageLink} href={pagePaths.privacy}>
                  Política de Privacidade
                </QuickLink>
              </li>
              <li>
                {/* A plain link: the back office opens as a document of its own (decision 0014). */}
                <QuickLink href={pagePaths.login}>
                  <Lock aria-hidden="true" />
                  Acesso Restrito
                </QuickLink>
              </li>
            </LinkList>
          </Column>

          <Column>
            <ColumnTitle>Áreas de atuação</ColumnTitle>
            <PlainList>
              {firm.footerAreas.map((area) => (
                <li key={area}>{area}</li>
              ))}
            </PlainList>
          </Column>
        </FooterGrid>

        <Bottom>
          <BottomText>
            © {firm.name} · {firm.oabRegistration}
          </BottomText>
          <BottomText>
            Conteúdo informativo, conforme o Provimento 205/2021 do Conselho Federal da OAB. Não substitui a consulta a
            um advogado.
          </BottomText>
        </Bottom>
      </FooterInner>
    </FooterBand>
  );
}
