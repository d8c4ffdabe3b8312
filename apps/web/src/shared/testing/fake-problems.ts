/**
 * What a test's fake server met that the real server would not answer: unknown routes, bodies its
 * contract refuses. Kept apart from the fake server (no imports) so vitest.setup.ts can read it
 * cheaply after each test and fail the test that left any.
 */
const problems: string[] = [];

export function reportFakeServerProblem(problem: string) {
  problems.push(problem);
}

/** The problems since the last call (and forgets them, so no test inherits another's). */
export function takeFakeServerProblems(): string[] {
  return problems.splice(0);
}
