import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { firm, whatsappChatUrl } from '@firm/contract';
import { Band, Container, Eyebrow, SectionHeader, SectionIntro, SectionTitle } from '../shared/Container';
import { ContactForm, type ContactFormProps } from './ContactForm';
import { ContactGrid, InfoItem, InfoLabel, InfoList, InfoValue } from './ContactSection.styles';

export interface ContactSectionProps extends ContactFormProps {
  /** Section anchor; the nav links to #contact. */
  id?: string;
}

export function ContactSection({ id = 'contact', ...formProps }: ContactSectionProps) {
  const { address } = firm;
  return (
    <Band id={id} aria-labelledby={`${id}-title`} $tone="subtle">
      <Container>
        <SectionHeader>
          <Eyebrow>Contato</Eyebrow>
          <SectionTitle id={`${id}-title`}>Fale com o escritório</SectionTitle>
          <SectionIntro>
            Escolha o canal mais confortável para você. Respondemos em horário comercial, com atenção e sigilo.
          </SectionIntro>
        </SectionHeader>
        <ContactGrid>
          <InfoList>
            <InfoItem>
              <MessageCircle aria-hidden="true" />
              <div>
                <InfoLabel>WhatsApp</InfoLabel>
                <InfoValue>
                  <a href={whatsappChatUrl()} target="_blank" rel="noopener noreferrer">
                    {firm.whatsapp.display}
                    <span className="visually-hidden"> (abre em nova aba)</span>
                  </a>
                </InfoValue>
              </div>
            </InfoItem>
            <InfoItem>
              <Phone aria-hidden="true" />
              <div>
                <InfoLabel>Telefone</InfoLabel>
                <InfoValue>
                  <a href={`tel:${firm.phone.e164}`}>{firm.phone.display}</a>
                </InfoValue>
              </div>
            </InfoItem>
            <InfoItem>
              <Mail aria-hidden="true" />
              <div>
                <InfoLabel>E-mail</InfoLabel>
                <InfoValue>
                  <a href={`mailto:${firm.email}`}>{firm.email}</a>
                </InfoValue>
              </div>
            </InfoItem>
            <InfoItem>
              <MapPin aria-hidden="true" />
              <div>
                <InfoLabel>Endereço</InfoLabel>
                <InfoValue as="address">
                  {address.street}
                  <br />
                  {address.district}, {address.city}/{address.state}
                  <br />
                  CEP {address.postalCode}
                </InfoValue>
              </div>
            </InfoItem>
            <InfoItem>
              <Clock aria-hidden="true" />
              <div>
                <InfoLabel>Horário de atendimento</InfoLabel>
                <InfoValue>{firm.openingHours}</InfoValue>
              </div>
            </InfoItem>
          </InfoList>
          <ContactForm {...formProps} />
        </ContactGrid>
      </Container>
    </Band>
  );
}
