import { deleteCustomArticle as deleteCall, getCustomArticles, publishCustomArticle as publishCall } from '@portal/contract/calls/admin';
import { callApi } from '../../../lib/api';
import { useCall } from '../../../lib/swr';

export const useCustomArticles = () => useCall(getCustomArticles, {});

export const publishCustomArticle = (body: { title: string; summary?: string; body: string }) => callApi(publishCall, body);

export const deleteCustomArticle = (id: number) => callApi(deleteCall, { id });
