export * from './whats-on-loader';
export * from './whats-on/whats-on';
export * from './whats-on-search';
