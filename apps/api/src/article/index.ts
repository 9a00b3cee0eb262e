/*
 * What other domains use of articles: the summary columns, which the landing page's one statement embeds
 * (catalogue/landing-queries.ts) so the page stays one round trip.
 */
export { articleSummarySql } from './queries';
