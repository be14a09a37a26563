import { BookOpen, HeartHandshake, ShieldCheck } from 'lucide-react';
import { firm } from '@firm/contract';
import { Band, Container, Eyebrow, SectionTitle } from '../shared/Container';
import { AboutTeam, type TeamStatus } from './AboutTeam';
import { Story, StoryText, Value, ValueList, ValueText, ValueTitle } from './About.styles';

export type { TeamStatus };

export interface AboutProps {
  /** The lawyers from /api/user/list/; the team block is hidden when the list is empty or failed. */
  team: TeamStatus;
  id?: string;
}

const values = [
  {
    icon: HeartHandshake,
    title: 'Atendimento próximo',
    text: 'Ouvimos a sua história com calma e você sabe sempre com quem falar.',
  },
  {
    icon: BookOpen,
    title: 'Linguagem simples',
    text: 'Explicamos cada etapa e cada documento sem juridiquês.',
  },
  {
    icon: ShieldCheck,
    title: 'Ética e transparência',
    text: 'Seguimos o Código de Ética da OAB: orientação honesta, sem promessa de resultado.',
  },
];

export function About({ team, id = 'about' }: AboutProps) {
  return (
    <Band id={id} aria-labelledby={`${id}-title`} $tone="page">
      <Container>
        <Story>
          <div>
            <Eyebrow>Sobre o escritório</Eyebrow>
            <SectionTitle id={`${id}-title`}>
              Em {firm.address.city} desde {firm.foundedYear}, ao lado de quem trabalha e de suas famílias
            </SectionTitle>
            <StoryText>
              <p>
                O {firm.name} nasceu em {firm.foundedYear}, no {firm.address.district} de {firm.address.city}, com a
                vontade de oferecer um atendimento jurídico próximo a trabalhadores, aposentados e famílias da Baixada
                Santista.
              </p>
              <p>
                Acreditamos que entender os próprios direitos é o primeiro passo para decidir bem. Por isso explicamos
                cada etapa em linguagem simples, respondemos às dúvidas com paciência e mantemos você informado sobre o
                andamento do seu caso.
              </p>
            </StoryText>
          </div>
          <ValueList>
            {values.map(({ icon: Icon, title, text }) => (
              <Value key={title}>
                <Icon aria-hidden="true" />
                <div>
                  <ValueTitle>{title}</ValueTitle>
                  <ValueText>{text}</ValueText>
                </div>
              </Value>
            ))}
          </ValueList>
        </Story>
        <AboutTeam team={team} />
      </Container>
    </Band>
  );
}
