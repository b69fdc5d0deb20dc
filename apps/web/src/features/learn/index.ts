// What other features may use from learn: the articles in the reader's language, one cache entry per language.
export { articlesKey, getArticles, useArticleLanguage } from './api/articles';
