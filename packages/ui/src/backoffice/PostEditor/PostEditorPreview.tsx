import { toPublishedAt } from '@firm/contract/forms';
import { useEffect, useMemo, useRef, useState } from 'react';
import { PostArticle, type PostArticleData } from '../../public/PostArticle';
import { CardTitle, PreviewCard } from './PostEditor.styles';
import type { EditorAuthor, PostDraft } from './postDraft';

export interface PostEditorPreviewProps {
  id: string;
  draft: PostDraft;
  author: EditorAuthor | null;
}

/** Object URLs for the draft's chosen files, revoked when the files change or the preview closes. */
function useFileUrls(files: ReadonlyArray<File | null>): Array<string | null> {
  const [urls, setUrls] = useState<Array<string | null>>([]);
  // A stable key: the effect runs only when the set of files changes.
  const key = files.map((file) => (file ? `${file.name}:${file.size}:${file.lastModified}` : '-')).join('|');
  useEffect(() => {
    const next = files.map((file) => (file ? URL.createObjectURL(file) : null));
    // Object URLs are an external resource: created and revoked with the files they point to.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrls(next);
    return () => next.forEach((url) => url && URL.revokeObjectURL(url));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return urls;
}

/** 'Visualizar Preview' (§2): the draft rendered by the public post page's own article. */
export function PostEditorPreview({ id, draft, author }: PostEditorPreviewProps) {
  const ref = useRef<HTMLElement>(null);
  // Opening the preview brings it into view: it sits below the whole form.
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'start' });
  }, []);
  const [mainUrl, ...sectionUrls] = useFileUrls([draft.imageFile, ...draft.sections.map((s) => s.imageFile)]);
  const sectionUrlsKey = sectionUrls.join('|');

  const post = useMemo<PostArticleData>(
    () => ({
      title: draft.title || 'Sem título',
      image: mainUrl ?? draft.image,
      image_alt: draft.imageAlt,
      tags: draft.category ? [{ name: draft.category }] : [],
      published_at: draft.date ? toPublishedAt(draft.date) : null,
      author: author
        ? { name: author.name, image: author.image, title: author.title, summary: '', oab: author.oab }
        : null,
      sections: draft.sections.map((section, index) => ({
        id: section.key,
        type: section.type,
        content: section.content,
        image: sectionUrls[index] ?? section.image,
        image_alt: section.imageAlt,
      })),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [draft, author, mainUrl, sectionUrlsKey],
  );

  return (
    <PreviewCard ref={ref} id={id} aria-labelledby={`${id}-title`}>
      <CardTitle id={`${id}-title`}>Preview</CardTitle>
      <PostArticle post={post} authorLabel="Autor" emptyContent="Adicione seções para visualizar o conteúdo do post" />
    </PreviewCard>
  );
}
