import { rescisaoPost } from '../shared/posts.fixtures';

export const shareProps = {
  url: `https://www.camposvieira.adv.br/blog/${rescisaoPost.slug}`,
  title: rescisaoPost.title,
};
