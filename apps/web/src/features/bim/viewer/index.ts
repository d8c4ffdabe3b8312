import { lazy } from 'react';

/**
 * The model viewer, loaded on demand: three.js and That Open's components (about 1.2 MB gzip and
 * a worker) come with the first page that shows a model, never with the shell or the login page.
 */
export const BimViewer = lazy(() => import('./bim-viewer.tsx'));

export type { ModelBackground } from './background.ts';
export { type Pin, pinsFromViewpoints } from './pins.ts';
export type { BimViewerHandle, BimViewerProps, ColourGroup, ViewerSelection } from './viewer-types.ts';
export type { ViewpointState } from './viewpoint.ts';
