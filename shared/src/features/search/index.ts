export * from './search-index';
export * from './site-search/site-search';
