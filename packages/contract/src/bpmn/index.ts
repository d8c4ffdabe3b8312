/** The BPMN extension schema shared by the engine (server) and the designer (web). */
export * from './flowable-moddle.ts';
