import type { ImageInfo, SectionType } from '@firm/contract';
import { ResponsiveImage } from '../ResponsiveImage';
import { Figure, FigureCaption, Heading, List, Paragraph } from './PostArticle.styles';
import { phoneColumnWidth } from '../shared/Container';

/** Server section types, plus the UI names the editor uses ('list', 'numberedList'); 'list' is also legacy data. */
export type PostArticleSectionType = SectionType | 'list' | 'numberedList';

export interface PostArticleSection {
  id?: number | string;
  type: PostArticleSectionType | (string & {});
  content: string;
  image: string | null;
  image_alt?: string;
  image_info?: ImageInfo | null;
}

const headingLevels: Record<string, 2 | 3 | 4> = { title: 2, subtitle: 3, subsubtitle: 4 };

/** List content is one string, one item per line; empty lines are ignored. */
export function splitListItems(content: string): string[] {
  return content
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Each heading's level, clamped to one below the previous heading (the post title is the h1). */
function outlineLevels(sections: PostArticleSection[]): Array<2 | 3 | 4 | undefined> {
  const levels: Array<2 | 3 | 4 | undefined> = [];
  let previous = 1;
  for (const section of sections) {
    const nominal = headingLevels[section.type];
    if (nominal && section.content.trim()) {
      const level = Math.min(nominal, previous + 1) as 2 | 3 | 4;
      levels.push(level);
      previous = level;
    } else {
      levels.push(undefined);
    }
  }
  return levels;
}

/**
 * The sections in order. Headings never skip a level (a subtitle with no title
 * above it becomes an h2), so the outline a screen reader lists stays sound.
 */
export function PostArticleSections({ sections }: { sections: PostArticleSection[] }) {
  const levels = outlineLevels(sections);
  return (
    <>
      {sections.map((section, index) => {
        const key = section.id ?? index;
        const nominal = headingLevels[section.type];
        if (nominal) {
          if (!section.content.trim()) return null;
          const level = levels[index] ?? nominal;
          return (
            <Heading key={key} as={`h${level}`} $level={nominal}>
              {section.content}
            </Heading>
          );
        }
        switch (section.type) {
          case 'paragraph':
            return section.content.trim() ? <Paragraph key={key}>{section.content}</Paragraph> : null;
          case 'unordered_list':
          case 'list':
          case 'ordered_list':
          case 'numberedList': {
            const items = splitListItems(section.content);
            if (items.length === 0) return null;
            const ordered = section.type === 'ordered_list' || section.type === 'numberedList';
            return (
              <List key={key} as={ordered ? 'ol' : 'ul'}>
                {items.map((item, itemIndex) => (
                  <li key={itemIndex}>{item}</li>
                ))}
              </List>
            );
          }
          case 'image':
            if (!section.image) return null;
            return (
              <Figure key={key}>
                <ResponsiveImage
                  src={section.image}
                  alt={section.image_alt ?? ''}
                  info={section.image_info ?? null}
                  sizes={`(min-width: 768px) 42rem, ${phoneColumnWidth}`}
                />
                {section.content.trim() ? <FigureCaption>{section.content}</FigureCaption> : null}
              </Figure>
            );
          default:
            return null;
        }
      })}
    </>
  );
}
