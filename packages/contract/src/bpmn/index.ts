/** The BPMN extension schema shared by the engine (server) and the designer (web). */

/** The expression language and the model rules deploy applies (the designer lints with the same). */
export * from './expressions.ts';
export { isZeroTimer } from './flow-loops.ts';
export * from './flowable-moddle.ts';
export * from './model-rules.ts';
