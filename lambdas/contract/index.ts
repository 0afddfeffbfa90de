export * from './limits';
export * from './schemas';
export * from './endpoints';
export * from './routes';
export * from './text';
export * from './abuse';
export * from './grants';
