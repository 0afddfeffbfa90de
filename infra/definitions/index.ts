export * from './tables';
export * from './storage';
export * from './auth';
