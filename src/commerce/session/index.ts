export * from './session';
export * from './cookie';
export * from './token';
