export * from './plan-your-visit/plan-your-visit';
export * from './visit-strip/visit-strip';
