import { describe, expect, it } from 'vitest';
import { bpmnTranslate } from '../modeler/translate-zh.ts';

describe("bpmn-js's texts", () => {
  it('are Chinese for zh, replacements translated too, and kept for en', () => {
    const zh = bpmnTranslate('zh');
    expect(zh('Create StartEvent')).toBe('创建开始事件');
    expect(zh('Append {type}', { type: 'User Task' })).toBe('追加 用户任务');
    expect(zh('Something new')).toBe('Something new');
    expect(bpmnTranslate('en')('Append {type}', { type: 'User Task' })).toBe('Append User Task');
  });
});
