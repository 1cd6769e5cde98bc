export * from './format';
export * from './open-now/open-now';
export * from './opening-hours';
export * from './render-clock';
export * from './schema';
export * from './use-minute';
// The component, not the opening-hours type of the same name: the component is what other features use.
export { WeeklyHours } from './weekly-hours/weekly-hours';
