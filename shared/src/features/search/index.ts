export * from './fuzzy-search';
export * from './site-search/site-search';
