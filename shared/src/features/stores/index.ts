export * from './filter-stores';
export * from './store-directory/store-directory';
export * from './store-loader';
export * from './store-page/store-page';
export * from './store';
export * from './wayfinding/graph';
export * from './wayfinding/route';
export * from './wayfinding/steps';
