import { type Lang, msg } from '@zj/contract';
import { type ModdleElement, modelProblems } from '@zj/contract/bpmn';

/** bpmnlint's view of a rule: it visits every node and reports by element id. */
interface Reporter {
  report(id: string, message: string): void;
}
export interface LintRule {
  check(node: ModdleElement, reporter: Reporter): void;
}
export interface LintConfig {
  config: { rules: Record<string, 'error' | 'warn'> };
  resolver: {
    resolveRule(pkg: string, ruleName: string): (() => LintRule) | null;
    resolveConfig(pkg: string, configName: string): null;
  };
}

/** The plugin and rule names under which the engine's rules run (`bpmnlint-plugin-zj`, `engine-rules`). */
export const ENGINE_RULE = 'zj/engine-rules';
const PLUGIN = 'bpmnlint-plugin-zj';

/** The id a whole-model problem is shown on: the first process (or the collaboration). */
function rootId(definitions: ModdleElement): string {
  const roots = (definitions.get('rootElements') as ModdleElement[] | undefined) ?? [];
  const root = roots.find((r) => r.$type === 'bpmn:Process') ?? roots[0];
  return String(root?.get('id') ?? definitions.get('id') ?? '');
}

/**
 * The engine's deploy rules as one bpmnlint rule: on the definitions node it runs the contract's
 * `modelProblems` (the very code deploy runs) and reports each problem on its element, in the
 * user's language.
 */
export function engineRule(handlers: ReadonlySet<string>, lang: Lang): LintRule {
  return {
    check(node, reporter) {
      if (node.$type !== 'bpmn:Definitions') return;
      for (const problem of modelProblems(node, { hasHandler: (name) => handlers.has(name) })) {
        reporter.report(problem.elementId || rootId(node), msg(problem.key, lang, problem.params));
      }
    },
  };
}

/** The bpmnlint configuration and resolver, built by hand (no bpmnlint-loader). */
export function engineLintConfig(handlers: ReadonlySet<string>, lang: Lang): LintConfig {
  return {
    config: { rules: { [ENGINE_RULE]: 'error' } },
    resolver: {
      resolveRule: (pkg, ruleName) =>
        pkg === PLUGIN && `zj/${ruleName}` === ENGINE_RULE ? () => engineRule(handlers, lang) : null,
      resolveConfig: () => null,
    },
  };
}
