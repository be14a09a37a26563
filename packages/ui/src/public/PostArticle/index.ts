export { PostArticle } from './PostArticle';
export type { PostArticleProps, PostArticleData } from './PostArticle';
export { splitListItems } from './PostArticleSections';
export type { PostArticleSection, PostArticleSectionType } from './PostArticleSections';
