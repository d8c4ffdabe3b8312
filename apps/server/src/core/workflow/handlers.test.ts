import { describe, expect, it } from 'vitest';
import { type HandlerContext, HandlerRegistry, handlerName, notifyHandler, setVariableHandler } from './handlers.ts';

function context(fields: Record<string, unknown>, variables: Record<string, unknown> = {}): HandlerContext {
  return {
    elementId: 'task1',
    event: 'complete',
    fields,
    variables,
    setVariable: (name, value) => {
      variables[name] = value;
    },
  };
}

describe('workflow handler registry', () => {
  it('registers names once and refuses what is not a name', () => {
    const registry = new HandlerRegistry().register('notify', () => 1).register('quality.onApproved', () => 2);
    expect(registry.names()).toEqual(['notify', 'quality.onApproved']);
    expect(registry.has('quality.onApproved')).toBe(true);
    expect(registry.has('toString')).toBe(false);
    expect(registry.has('constructor')).toBe(false);
    expect(() => registry.register('notify', () => 3)).toThrow("'notify' is already registered");
    for (const bad of ['', '1x', 'a b', 'a..b', '${x}', 'a()']) {
      expect(() => registry.register(bad, () => 0)).toThrow('is not a word or module.word');
    }
  });

  it('reads a handler name from class or delegateExpression, and nothing else', () => {
    expect(handlerName('notify')).toBe('notify');
    expect(handlerName(' ${notify} ')).toBe('notify');
    expect(handlerName('#{quality.onApproved}')).toBe('quality.onApproved');
    expect(handlerName('com.acme.Listener')).toBe('com.acme.Listener');
    expect(handlerName('${a == 1}')).toBeNull();
    expect(handlerName('process.exit(1)')).toBeNull();
    expect(handlerName('')).toBeNull();
    expect(handlerName(undefined)).toBeNull();
  });

  it('setVariable sets the named variable and refuses prototype names', () => {
    const variables: Record<string, unknown> = {};
    setVariableHandler(context({ name: 'reviewed', value: true }, variables));
    expect(variables).toEqual({ reviewed: true });
    for (const name of ['__proto__', 'constructor', 'a.b', '', undefined]) {
      expect(() => setVariableHandler(context({ name, value: 1 }, variables))).toThrow(
        "setVariable on task1: field 'name'",
      );
    }
    expect(({} as Record<string, unknown>).value).toBeUndefined();
  });

  it('notify hands the message to the server sender', async () => {
    const sent: unknown[] = [];
    const notify = notifyHandler((notification) => {
      sent.push(notification);
    });
    await notify(context({ to: ' starter ', text: 'approved' }, { creator: 'u1' }));
    expect(sent).toEqual([
      { elementId: 'task1', event: 'complete', to: 'starter', text: 'approved', variables: { creator: 'u1' } },
    ]);
    expect(() => notify(context({ text: 'x' }))).toThrow("notify on task1: field 'to' is required");
  });
});
