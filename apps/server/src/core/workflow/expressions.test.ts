import { describe, expect, it } from 'vitest';
import { compileTemplate, ExpressionError, evaluateTemplate, findExpressions, isExpression } from './expressions.ts';

const run = (text: string, variables: Record<string, unknown> = {}) => evaluateTemplate(text, variables);

function refusal(text: string, variables: Record<string, unknown> = {}): ExpressionError {
  try {
    run(text, variables);
  } catch (error) {
    expect(error).toBeInstanceOf(ExpressionError);
    return error as ExpressionError;
  }
  throw new Error(`${text} was not refused`);
}

describe('workflow expressions: the issue examples', () => {
  it.each([
    ['${approve == 1}', { approve: 1 }, true],
    ['${approve == 1}', { approve: 2 }, false],
    ['${approve == 1}', { approve: '1' }, true],
    ['${creator}', { creator: 'u42' }, 'u42'],
    ['${creator}', { creator: 42 }, 42],
    ['${nrOfCompletedInstances/nrOfInstances >= 0.5}', { nrOfCompletedInstances: 1, nrOfInstances: 2 }, true],
    ['${nrOfCompletedInstances/nrOfInstances >= 0.5}', { nrOfCompletedInstances: 1, nrOfInstances: 3 }, false],
    ['${!approved}', { approved: false }, true],
    ['${!approved}', { approved: true }, false],
    ['${not approved}', { approved: true }, false],
    ['${not approved and amount gt 100}', { approved: false, amount: 101 }, true],
    ['${a && b || c}', { a: true, b: false, c: true }, true],
    ['${a or b}', { a: false, b: false }, false],
    ['${empty list}', { list: [] }, true],
    ['${empty list}', { list: [1] }, false],
    ['${empty name}', { name: '' }, true],
    ['${empty missing}', {}, true],
    ['${empty a.b}', { a: {} }, true],
    ['${not empty a}', { a: { x: 1 } }, true],
  ])('%s with %j → %j', (text, variables, expected) => {
    expect(run(text, variables)).toEqual(expected);
  });

  it('reads literals, paths and indexes', () => {
    expect(run('${1.5}')).toBe(1.5);
    expect(run("${'x}y'}")).toBe('x}y');
    expect(run('${"dq"}')).toBe('dq');
    expect(run('${true}')).toBe(true);
    expect(run('${null}')).toBe(null);
    expect(run('${a.b.c}', { a: { b: { c: 7 } } })).toBe(7);
    expect(run('${a[0].name}', { a: [{ name: 'n' }] })).toBe('n');
    expect(run("${a['b']}", { a: { b: 2 } })).toBe(2);
    expect(run('${a.length}', { a: [1, 2, 3] })).toBe(3);
    expect(run('${a.missing}', { a: {} })).toBe(null);
    expect(run('${a[5]}', { a: [] })).toBe(null);
  });

  it('compares and computes as JUEL does', () => {
    expect(run('${3 > 2 && 2 >= 2 && 1 < 2 && 2 <= 2 && 1 != 2}')).toBe(true);
    expect(run('${a eq "x" and b ne "x" and 1 lt 2 and 2 le 2 and 3 gt 2 and 3 ge 3}', { a: 'x', b: 'y' })).toBe(true);
    expect(run("${'abc' < 'abd'}")).toBe(true);
    expect(run('${1 + 2 * 3 - 4 / 2}')).toBe(5);
    expect(run('${(1 + 2) * 3}')).toBe(9);
    expect(run('${7 % 4 + 7 mod 4 + 9 div 3}')).toBe(9);
    expect(run('${-a + 1}', { a: 3 })).toBe(-2);
    expect(run('${n + 1}', { n: '41' })).toBe(42);
    expect(run('${missing == null}', { missing: null })).toBe(true);
    expect(run('${x == null}', { x: 0 })).toBe(false);
    expect(run('${flag == true}', { flag: 'true' })).toBe(true);
    expect(run("${a > 1 ? 'big' : 'small'}", { a: 2 })).toBe('big');
    expect(run("${a > 1 ? 'big' : 'small'}", { a: 0 })).toBe('small');
  });

  it('fills mixed text templates and leaves plain text alone', () => {
    expect(run('Hello ${name}, ${n + 1} tasks', { name: '张三', n: 1 })).toBe('Hello 张三, 2 tasks');
    expect(run('Hi ${missingButNull}!', { missingButNull: null })).toBe('Hi !');
    expect(run('manager')).toBe('manager');
    expect(run('  ${a}  ', { a: 5 })).toBe(5);
    expect(isExpression('${a}')).toBe(true);
    expect(isExpression('x ${a}')).toBe(false);
    expect(findExpressions("${a == '}'} and #{b}").map((s) => s.body)).toEqual(["a == '}'", 'b']);
  });

  it('names the expression in every error', () => {
    const syntax = refusal('${approve ==}');
    expect(syntax.code).toBe('syntax');
    expect(syntax.message).toContain('${approve ==}');
    const unknown = refusal('${aprove == 1}', { approve: 1 });
    expect(unknown.code).toBe('unknownVariable');
    expect(unknown.message).toBe("Expression ${aprove == 1}: unknown variable 'aprove'");
    expect(refusal('${a + 1}', { a: 'x' }).code).toBe('type');
    expect(refusal('${a ? 1 : 2}', { a: 3 }).code).toBe('type');
    expect(refusal('${1 % 0}').code).toBe('type');
    expect(refusal('${a').code).toBe('syntax');
    expect(refusal('${}').code).toBe('syntax');
    expect(() => compileTemplate('ok ${a b}')).toThrow(ExpressionError);
  });
});

describe('workflow expressions: hostile input is refused', () => {
  class Custom {
    secret = 's';
  }
  const variables = () => ({
    a: { b: 1 },
    list: [1, 2],
    text: 'abc',
    fn: () => 'ran',
    when: new Date(0),
    custom: new Custom(),
    getter: Object.defineProperty({}, 'x', { get: () => 'ran', enumerable: true }),
  });

  it.each([
    "${constructor.constructor('return process')()}",
    "${''.constructor.constructor('x')()}",
    "${''.constructor}",
    '${process.exit()}',
    '${process}',
    '${globalThis}',
    '${require}',
    '${__proto__}',
    '${a.__proto__.polluted}',
    "${a['__proto__']}",
    "${a['constr' + 'uctor']}",
    '${a.constructor}',
    '${a.prototype}',
    '${list.map}',
    '${list.constructor}',
    '${list[-1]}',
    '${text.length}',
    '${text[0]}',
    '${fn}',
    '${fn()}',
    '${a.b()}',
    '${when.getTime}',
    '${custom.secret}',
    '${getter.x}',
    '${this}',
    '${[1,2]}',
    '${a = 1}',
    '${a; b}',
    '${a | 1}',
    '${a === 1}',
    '${a?.b}',
    '${toString}',
    '${valueOf}',
  ])('%s', (text) => {
    const error = refusal(text, variables());
    expect(error.expression.length).toBeGreaterThan(0);
    expect(error.message).not.toContain('ran');
  });

  it('leaves no prototype polluted', () => {
    const variables = JSON.parse('{"a": {"__proto__": {"polluted": true}}}');
    for (const text of ['${a.__proto__.polluted}', '${a.polluted}', "${a['__proto__']['polluted']}"]) {
      try {
        run(text, variables);
      } catch {
        // refused or null: both fine, what matters is below
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(refusal('${a.polluted}', { a: Object.create({ polluted: true }) }).code).toBe('forbiddenProperty');
  });

  it('reads inherited names as absent, never as the inherited function', () => {
    expect(run('${a.hasOwnProperty}', { a: {} })).toBe(null);
    expect(run('${a.toString == null}', { a: {} })).toBe(true);
    expect(run('${empty a.valueOf}', { a: {} })).toBe(true);
  });
});
