// What other features may use from articles: a report naming a new article adds it unpublished.
export { addUnpublishedArticle } from './articles.repository.js';
