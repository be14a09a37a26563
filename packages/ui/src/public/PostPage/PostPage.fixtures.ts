import { longTitlePost, rescisaoPost, rescisaoPostWithoutImages } from '../shared/posts.fixtures';
import type { PostPageStatus } from './PostPage';

const site = 'https://www.camposvieira.adv.br';

export const postReady: PostPageStatus = {
  status: 'ready',
  post: rescisaoPost,
  url: `${site}/blog/${rescisaoPost.slug}`,
};
export const postWithoutImages: PostPageStatus = {
  status: 'ready',
  post: rescisaoPostWithoutImages,
  url: `${site}/blog/${rescisaoPost.slug}`,
};
export const postLongTitle: PostPageStatus = {
  status: 'ready',
  post: longTitlePost,
  url: `${site}/blog/${longTitlePost.slug}`,
};
export const postLoading: PostPageStatus = { status: 'loading' };
export const postError: PostPageStatus = { status: 'error' };
export const postNotFound: PostPageStatus = { status: 'notFound' };
