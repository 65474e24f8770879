export * from '@testing-library/react';
export { renderRoutes, renderWithProviders } from './render';
export type { Rendered, RenderOptions } from './render';
export { CLUB_LOCATION, failWith, fakeApi, never, ok, rawAnswer } from './fakeApi';
export type { Answer, ApiCall, Envelope, FakeApi, Handler } from './fakeApi';
export { member } from './people';
export { axeViolations } from './axe';
