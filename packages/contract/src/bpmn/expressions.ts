import jsep from 'jsep';

/**
 * The workflow's expression language: the subset of JUEL that BPMN models use (`${approve == 1}`,
 * `${creator}`, `${nrOfCompletedInstances/nrOfInstances >= 0.5}`, `${!approved}`, `not`, `empty`,
 * comparisons, arithmetic, ternary, variable paths), evaluated over the process variables only.
 *
 * Models are user-supplied, so nothing here runs model text as code: jsep parses it into an AST,
 * `compileExpression` refuses every node type and operator outside an allow-list (no calls, no
 * `this`, no arrays, no assignment), and the evaluator walks that AST. A property path only reads
 * own, enumerable data of plain objects and arrays, never a name on the deny-list, never a
 * function — so `constructor`, `__proto__`, `process` and globals are unreachable.
 */

// JUEL's word operators, at JUEL's precedences (jsep's scale: || 1, && 2, == 6, < 7, + 9, * 10).
// jsep's configuration is process-wide; this module is its only user (server and designer alike).
jsep.addBinaryOp('or', 1);
jsep.addBinaryOp('and', 2);
jsep.addBinaryOp('eq', 6);
jsep.addBinaryOp('ne', 6);
jsep.addBinaryOp('lt', 7);
jsep.addBinaryOp('gt', 7);
jsep.addBinaryOp('le', 7);
jsep.addBinaryOp('ge', 7);
jsep.addBinaryOp('div', 10);
jsep.addBinaryOp('mod', 10);
jsep.addUnaryOp('not');
jsep.addUnaryOp('empty');

const BINARY = new Set(['==', '!=', '<', '<=', '>', '>=', 'eq', 'ne', 'lt', 'le', 'gt', 'ge']);
const ARITHMETIC = new Set(['+', '-', '*', '/', '%', 'div', 'mod']);
const LOGICAL = new Set(['&&', '||', 'and', 'or']);
const UNARY = new Set(['!', 'not', '-', 'empty']);
/** Names a path may never read, whatever object holds them. */
const DENIED = new Set(['constructor', '__proto__', 'prototype', '__defineGetter__', '__lookupGetter__']);

export type ExpressionErrorCode = 'syntax' | 'notAllowed' | 'forbiddenProperty' | 'unknownVariable' | 'type';

/** A refused or failed expression; `expression` is the model text, `detail` says what is wrong. */
export class ExpressionError extends Error {
  constructor(
    readonly code: ExpressionErrorCode,
    readonly expression: string,
    readonly detail: string,
  ) {
    super(`Expression ${expression}: ${detail}`);
    this.name = 'ExpressionError';
  }
}

type Node = jsep.Expression;

/** A parsed, allow-list-checked `${...}` body; evaluate it as often as needed. */
export interface CompiledExpression {
  readonly source: string;
  evaluate(variables: Readonly<Record<string, unknown>>): unknown;
}

/** Parses an expression body (the text inside `${...}`) and checks every node against the allow-list. */
export function compileExpression(body: string, source = `\${${body}}`): CompiledExpression {
  let ast: Node;
  try {
    ast = jsep(body);
  } catch (error) {
    throw new ExpressionError('syntax', source, (error as Error).message);
  }
  if (!ast || (ast.type === 'Compound' && (ast as jsep.Compound).body.length === 0)) {
    throw new ExpressionError('syntax', source, 'empty expression');
  }
  check(ast, source);
  return { source, evaluate: (variables) => evaluate(ast, { source, variables }) };
}

function check(node: Node, source: string): void {
  const refuse = (what: string) => {
    throw new ExpressionError('notAllowed', source, what);
  };
  switch (node.type) {
    case 'Literal': {
      const value = (node as jsep.Literal).value;
      if (value !== null && !['string', 'number', 'boolean'].includes(typeof value)) refuse('literal not allowed');
      return;
    }
    case 'Identifier':
      if (DENIED.has((node as jsep.Identifier).name)) {
        throw new ExpressionError('forbiddenProperty', source, `'${(node as jsep.Identifier).name}' cannot be read`);
      }
      return;
    case 'MemberExpression': {
      const member = node as jsep.MemberExpression;
      if (member.optional) refuse("'?.' is not allowed");
      check(member.object, source);
      if (member.computed) check(member.property, source);
      else if (DENIED.has((member.property as jsep.Identifier).name)) {
        throw new ExpressionError(
          'forbiddenProperty',
          source,
          `'${(member.property as jsep.Identifier).name}' cannot be read`,
        );
      }
      return;
    }
    case 'UnaryExpression': {
      const unary = node as jsep.UnaryExpression;
      if (!UNARY.has(unary.operator)) refuse(`operator '${unary.operator}' is not allowed`);
      check(unary.argument, source);
      return;
    }
    case 'BinaryExpression': {
      const binary = node as jsep.BinaryExpression;
      const op = binary.operator;
      if (!BINARY.has(op) && !ARITHMETIC.has(op) && !LOGICAL.has(op)) refuse(`operator '${op}' is not allowed`);
      check(binary.left, source);
      check(binary.right, source);
      return;
    }
    case 'ConditionalExpression': {
      const conditional = node as jsep.ConditionalExpression;
      check(conditional.test, source);
      check(conditional.consequent, source);
      check(conditional.alternate, source);
      return;
    }
    case 'CallExpression':
      refuse('function calls are not allowed');
      return;
    default:
      refuse(`${describe(node.type)} is not allowed`);
  }
}

function describe(type: string): string {
  const names: Record<string, string> = {
    ThisExpression: "'this'",
    ArrayExpression: 'an array literal',
    Compound: 'more than one expression',
    SequenceExpression: 'a sequence',
  };
  return names[type] ?? `'${type}'`;
}

interface Scope {
  source: string;
  variables: Readonly<Record<string, unknown>>;
}

const MISSING = Symbol('missing');

function evaluate(node: Node, scope: Scope): unknown {
  const value = resolve(node, scope);
  if (value === MISSING) return null;
  return value;
}

/** Evaluates a node; a path through a missing own property gives MISSING (null to the caller). */
function resolve(node: Node, scope: Scope): unknown {
  switch (node.type) {
    case 'Literal':
      return (node as jsep.Literal).value;
    case 'Identifier': {
      const name = (node as jsep.Identifier).name;
      if (!Object.hasOwn(scope.variables, name)) {
        throw new ExpressionError('unknownVariable', scope.source, `unknown variable '${name}'`);
      }
      return readValue(scope.variables[name], name, scope);
    }
    case 'MemberExpression': {
      const member = node as jsep.MemberExpression;
      const object = resolve(member.object, scope);
      const key = member.computed ? evaluate(member.property, scope) : (member.property as jsep.Identifier).name;
      return readProperty(object, key, scope);
    }
    case 'UnaryExpression':
      return unary(node as jsep.UnaryExpression, scope);
    case 'BinaryExpression':
      return binary(node as jsep.BinaryExpression, scope);
    case 'ConditionalExpression': {
      const conditional = node as jsep.ConditionalExpression;
      return toBoolean(evaluate(conditional.test, scope), scope)
        ? evaluate(conditional.consequent, scope)
        : evaluate(conditional.alternate, scope);
    }
    default:
      // compileExpression refused everything else; this guards the walker on its own.
      throw new ExpressionError('notAllowed', scope.source, `${describe(node.type)} is not allowed`);
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function readValue(value: unknown, name: string, scope: Scope): unknown {
  if (typeof value === 'function' || typeof value === 'symbol') {
    throw new ExpressionError('forbiddenProperty', scope.source, `'${name}' is not a value`);
  }
  return value;
}

function readProperty(object: unknown, key: unknown, scope: Scope): unknown {
  if (object === MISSING || object === null || object === undefined) return MISSING;
  if (typeof key !== 'string' && typeof key !== 'number') {
    throw new ExpressionError('type', scope.source, 'a property name must be a string or a number');
  }
  const name = String(key);
  if (DENIED.has(name)) throw new ExpressionError('forbiddenProperty', scope.source, `'${name}' cannot be read`);
  if (Array.isArray(object)) {
    if (name === 'length') return object.length;
    if (!/^(0|[1-9]\d*)$/.test(name)) {
      throw new ExpressionError('forbiddenProperty', scope.source, `'${name}' is not an index of a list`);
    }
    return Number(name) < object.length ? readValue(object[Number(name)], name, scope) : MISSING;
  }
  if (!isPlainObject(object)) {
    throw new ExpressionError('forbiddenProperty', scope.source, `'${name}' cannot be read from a ${typeof object}`);
  }
  const descriptor = Object.getOwnPropertyDescriptor(object, name);
  if (!descriptor) return MISSING;
  if (!('value' in descriptor) || !descriptor.enumerable) {
    throw new ExpressionError('forbiddenProperty', scope.source, `'${name}' cannot be read`);
  }
  return readValue(descriptor.value, name, scope);
}

function unary(node: jsep.UnaryExpression, scope: Scope): unknown {
  if (node.operator === 'empty') {
    const value = resolveOrMissing(node.argument, scope);
    return isEmpty(value);
  }
  const value = evaluate(node.argument, scope);
  if (node.operator === '-') return -toNumber(value, scope);
  return !toBoolean(value, scope);
}

/** `empty x` is true for an undefined variable too, as in JUEL. */
function resolveOrMissing(node: Node, scope: Scope): unknown {
  try {
    return resolve(node, scope);
  } catch (error) {
    if (error instanceof ExpressionError && error.code === 'unknownVariable') return MISSING;
    throw error;
  }
}

function isEmpty(value: unknown): boolean {
  if (value === MISSING || value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (isPlainObject(value)) return Object.keys(value).length === 0;
  return false;
}

function binary(node: jsep.BinaryExpression, scope: Scope): unknown {
  const op = node.operator;
  if (op === '&&' || op === 'and') {
    return toBoolean(evaluate(node.left, scope), scope) && toBoolean(evaluate(node.right, scope), scope);
  }
  if (op === '||' || op === 'or') {
    return toBoolean(evaluate(node.left, scope), scope) || toBoolean(evaluate(node.right, scope), scope);
  }
  const left = evaluate(node.left, scope);
  const right = evaluate(node.right, scope);
  switch (op) {
    case '==':
    case 'eq':
      return equals(left, right, scope);
    case '!=':
    case 'ne':
      return !equals(left, right, scope);
    case '<':
    case 'lt':
      return compare(left, right, scope, (c) => c < 0);
    case '<=':
    case 'le':
      return compare(left, right, scope, (c) => c <= 0);
    case '>':
    case 'gt':
      return compare(left, right, scope, (c) => c > 0);
    case '>=':
    case 'ge':
      return compare(left, right, scope, (c) => c >= 0);
    default:
      return arithmetic(op, left, right, scope);
  }
}

function arithmetic(op: string, left: unknown, right: unknown, scope: Scope): number {
  const a = toNumber(left, scope);
  const b = toNumber(right, scope);
  switch (op) {
    case '+':
      return a + b;
    case '-':
      return a - b;
    case '*':
      return a * b;
    case '/':
    case 'div':
      return a / b;
    default:
      if (b === 0) throw new ExpressionError('type', scope.source, 'division by zero');
      return a % b;
  }
}

/** JUEL's coercion to a number: null is 0, numeric strings are numbers, anything else is refused. */
function toNumber(value: unknown, scope: Scope): number {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  throw new ExpressionError('type', scope.source, `${JSON.stringify(value) ?? typeof value} is not a number`);
}

/** JUEL's coercion to a boolean: null is false, the string 'true' is true, numbers and objects are refused. */
function toBoolean(value: unknown, scope: Scope): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') return value.toLowerCase() === 'true';
  throw new ExpressionError('type', scope.source, `${JSON.stringify(value) ?? typeof value} is not true or false`);
}

function equals(left: unknown, right: unknown, scope: Scope): boolean {
  if (left === right) return true;
  if (left === null || right === null || left === undefined || right === undefined) return false;
  if (typeof left === 'number' || typeof right === 'number') {
    return toNumber(left, scope) === toNumber(right, scope);
  }
  if (typeof left === 'boolean' || typeof right === 'boolean') {
    return toBoolean(left, scope) === toBoolean(right, scope);
  }
  return false;
}

function compare(left: unknown, right: unknown, scope: Scope, test: (c: number) => boolean): boolean {
  if (left === null || right === null || left === undefined || right === undefined) return false;
  if (typeof left === 'string' && typeof right === 'string') {
    return test(left < right ? -1 : left > right ? 1 : 0);
  }
  return test(toNumber(left, scope) - toNumber(right, scope));
}

/** One `${...}` (or JUEL's deferred `#{...}`) inside a text. */
interface Segment {
  start: number;
  end: number;
  body: string;
}

/** Finds the `${...}` segments of a text; a `}` inside a quoted string does not close one. */
export function findExpressions(text: string): Segment[] {
  const segments: Segment[] = [];
  let i = 0;
  while (i < text.length - 1) {
    if ((text[i] === '$' || text[i] === '#') && text[i + 1] === '{') {
      const close = closingBrace(text, i + 2);
      if (close < 0) throw new ExpressionError('syntax', text, "'${' is never closed");
      segments.push({ start: i, end: close + 1, body: text.slice(i + 2, close) });
      i = close + 1;
    } else {
      i++;
    }
  }
  return segments;
}

function closingBrace(text: string, from: number): number {
  let quote: string | null = null;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === "'" || c === '"') {
      quote = c;
    } else if (c === '}') {
      return i;
    }
  }
  return -1;
}

export function hasExpression(text: unknown): boolean {
  return typeof text === 'string' && /[$#]\{/.test(text);
}

/** True when the whole text is one `${...}` (its value keeps its type). */
export function isExpression(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  try {
    const trimmed = text.trim();
    const [first, ...rest] = findExpressions(trimmed);
    return first !== undefined && rest.length === 0 && first.start === 0 && first.end === trimmed.length;
  } catch {
    return false;
  }
}

/** A compiled text: one `${...}` keeps its value's type, mixed text (`Hello ${name}`) gives a string. */
export interface CompiledTemplate {
  readonly source: string;
  evaluate(variables: Readonly<Record<string, unknown>>): unknown;
}

export function compileTemplate(text: string): CompiledTemplate {
  const trimmed = text.trim();
  const segments = findExpressions(text);
  const parts = segments.map((s) => ({ ...s, compiled: compileExpression(s.body, text.slice(s.start, s.end)) }));
  const [only, ...others] = parts;
  if (only && others.length === 0 && text.slice(0, only.start).trim() === '' && text.slice(only.end).trim() === '') {
    return { source: trimmed, evaluate: (variables) => only.compiled.evaluate(variables) };
  }
  return {
    source: text,
    evaluate(variables) {
      let out = '';
      let at = 0;
      for (const part of parts) {
        out += text.slice(at, part.start) + stringify(part.compiled.evaluate(variables));
        at = part.end;
      }
      return out + text.slice(at);
    },
  };
}

function stringify(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const cache = new Map<string, CompiledTemplate>();
const CACHE_LIMIT = 5000;

/** compileTemplate with a bounded cache (models repeat the same few texts). */
export function compileCached(text: string): CompiledTemplate {
  let compiled = cache.get(text);
  if (!compiled) {
    compiled = compileTemplate(text);
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    cache.set(text, compiled);
  }
  return compiled;
}

/** Evaluates a text against the variables: `${a == 1}` → boolean, `Hi ${name}` → string, plain text → itself. */
export function evaluateTemplate(text: string, variables: Readonly<Record<string, unknown>>): unknown {
  return compileCached(text).evaluate(variables);
}
