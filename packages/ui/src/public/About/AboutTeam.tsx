import { PersonPhoto } from '../shared/PersonPhoto';
import type { TeamMember } from '@firm/contract';
import {
  MemberCard,
  MemberHead,
  MemberName,
  MemberOab,
  MemberSummary,
  MemberTitle,
  SkeletonCard,
  SkeletonLine,
  TeamGrid,
  TeamHeading,
  TeamIntro,
  TeamWrap,
} from './About.styles';

export type TeamStatus = { status: 'loading' } | { status: 'error' } | { status: 'ready'; members: TeamMember[] };

/** The lawyers, each identified by name and OAB registration (bar rules). Hidden when there is nobody to show. */
export function AboutTeam({ team }: { team: TeamStatus }) {
  if (team.status === 'error') return null;
  if (team.status === 'ready' && team.members.length === 0) return null;

  return (
    <TeamWrap aria-labelledby="team-title" aria-busy={team.status === 'loading' || undefined}>
      <TeamHeading id="team-title">Nossa equipe</TeamHeading>
      <TeamIntro>Advogados inscritos na OAB que acompanham pessoalmente cada caso.</TeamIntro>
      {team.status === 'loading' ? (
        <TeamGrid>
          <li className="visually-hidden">Carregando equipe...</li>
          {[0, 1, 2].map((key) => (
            <SkeletonCard key={key} aria-hidden="true">
              <SkeletonLine $round />
              <SkeletonLine $width="60%" />
              <SkeletonLine $width="80%" />
              <SkeletonLine $width="90%" />
            </SkeletonCard>
          ))}
        </TeamGrid>
      ) : (
        <TeamGrid>
          {team.members.map((member) => (
            <MemberCard key={`${member.name}-${member.oab}`}>
              <MemberHead>
                <PersonPhoto name={member.name} image={member.image} size="lg" />
                <div>
                  <MemberName>{member.name}</MemberName>
                  {member.title ? <MemberTitle>{member.title}</MemberTitle> : null}
                  {member.oab ? <MemberOab>{member.oab}</MemberOab> : null}
                </div>
              </MemberHead>
              {member.summary ? <MemberSummary>{member.summary}</MemberSummary> : null}
            </MemberCard>
          ))}
        </TeamGrid>
      )}
    </TeamWrap>
  );
}
