// The package entry: the web app imports only this type.
export type { AppRouter } from './trpc/router';
