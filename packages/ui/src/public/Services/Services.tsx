import { Band, Container, Eyebrow, SectionHeader, SectionIntro, SectionTitle } from '../shared/Container';
import { practiceAreas, type PracticeArea } from './services';
import { Card, CardText, CardTitle, Grid, IconBadge } from './Services.styles';

export interface ServicesProps {
  /** Section anchor; the nav links to #services. */
  id?: string;
  areas?: PracticeArea[];
}

export function Services({ id = 'services', areas = practiceAreas }: ServicesProps) {
  return (
    <Band id={id} aria-labelledby={`${id}-title`} $tone="page">
      <Container>
        <SectionHeader>
          <Eyebrow>Áreas de atuação</Eyebrow>
          <SectionTitle id={`${id}-title`}>Como podemos ajudar</SectionTitle>
          <SectionIntro>
            Cada caso começa com uma conversa para entender a sua situação e explicar, sem juridiquês, quais caminhos
            existem.
          </SectionIntro>
        </SectionHeader>
        <Grid>
          {areas.map(({ title, description, icon: Icon }) => (
            <Card key={title}>
              <IconBadge aria-hidden="true">
                <Icon />
              </IconBadge>
              <CardTitle>{title}</CardTitle>
              <CardText>{description}</CardText>
            </Card>
          ))}
        </Grid>
      </Container>
    </Band>
  );
}
