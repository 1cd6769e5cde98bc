export * from './privacy-policy/privacy-policy';
