import {
  getArticle as getArticleCall,
  getArticles as getArticlesCall,
} from '@portal/contract/calls/articles';
import { useCall } from '../../../lib/swr';

export const useArticle = (id: number | null) =>
  useCall(getArticleCall, id === null ? null : { article_id: id });

export const useArticles = () => useCall(getArticlesCall, {});
