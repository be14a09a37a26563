import { useId } from 'react';
import type { PostAuthor } from '@firm/contract';
import { PersonPhoto } from '../shared/PersonPhoto';
import {
  Bio,
  BioCard,
  BioHeading,
  BioName,
  BioSummary,
  Byline,
  BylineLabel,
  BylineName,
  BylineRole,
} from './PostArticle.styles';

function roleLine(author: PostAuthor): string {
  return [author.title, author.oab].filter(Boolean).join(' · ');
}

/** Under the title: who wrote it, with the OAB registration when there is one. */
export function PostArticleByline({ author, label }: { author: PostAuthor; label: string }) {
  const role = roleLine(author);
  return (
    <Byline>
      <PersonPhoto name={author.name} image={author.image} size="md" />
      <div>
        <BylineLabel>{label}</BylineLabel>
        <BylineName>{author.name}</BylineName>
        {role ? <BylineRole>{role}</BylineRole> : null}
      </div>
    </Byline>
  );
}

/** After the text: the author's card with the professional summary. */
export function PostArticleAuthorBio({ author }: { author: PostAuthor }) {
  const role = roleLine(author);
  const headingId = useId();
  return (
    <Bio aria-labelledby={headingId}>
      <BioCard>
        <PersonPhoto name={author.name} image={author.image} size="lg" />
        <div>
          <BioHeading id={headingId}>Sobre quem escreveu</BioHeading>
          <BioName>{author.name}</BioName>
          {role ? <BylineRole>{role}</BylineRole> : null}
          <BioSummary>{author.summary}</BioSummary>
        </div>
      </BioCard>
    </Bio>
  );
}
