import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORM_TEXT_MAX } from '@zj/contract';
import { createRef } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '@/shared/i18n/index.ts';
import { FormJsViewer, type FormJsViewerHandle } from '../form-js-viewer.tsx';

const SCHEMA = {
  type: 'default',
  components: [
    { type: 'textfield', key: 'planName', label: '整改计划名称', validate: { required: true } },
    { type: 'number', key: 'days', label: '天数' },
  ],
};

/** A field of the rendered form (the viewer is fetched on first use, which takes a while in jsdom). */
const input = (label: string) =>
  waitFor(() => screen.getByLabelText(label, { exact: false }) as HTMLInputElement, { timeout: 15_000 });

beforeEach(() => setLang('zh'));

describe('FormJsViewer', () => {
  it('shows the values given and reports changes', async () => {
    const onChange = vi.fn();
    const ref = createRef<FormJsViewerHandle>();
    render(<FormJsViewer ref={ref} schema={SCHEMA} value={{ days: 3 }} onChange={onChange} testId="viewer" />);
    const days = await input('天数');
    await waitFor(() => expect(days.value).toBe('3'));

    // Imported: the viewer reports the values it shows; then typing (flushed by leaving the field).
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ days: 3, planName: '' }, {}), { timeout: 15_000 });
    await userEvent.type(await input('整改计划名称'), '三号楼');
    await userEvent.tab();
    await waitFor(
      () => expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ planName: '三号楼', days: 3 }), {}),
      {
        timeout: 5000,
      },
    );
  });

  it('validates on submit, in Chinese, and shows the error in the form', async () => {
    const ref = createRef<FormJsViewerHandle>();
    const onChange = vi.fn();
    render(<FormJsViewer ref={ref} schema={SCHEMA} value={{ days: 3 }} onChange={onChange} />);
    await input('整改计划名称');
    await waitFor(() => expect(onChange).toHaveBeenCalled(), { timeout: 15_000 });
    const result = ref.current?.submit();
    expect(result?.data).toMatchObject({ planName: '', days: 3 });
    expect(Object.values(result?.errors ?? {})).toEqual([['此项不能为空']]);
    expect(await screen.findByText('此项不能为空')).toBeTruthy();
  });

  it('shows the values read-only and answers them without validating', async () => {
    const ref = createRef<FormJsViewerHandle>();
    render(<FormJsViewer ref={ref} schema={JSON.stringify(SCHEMA)} value={{ planName: '已提交' }} readOnly />);
    const name = await input('整改计划名称');
    await waitFor(() => expect(name.value).toBe('已提交'));
    await waitFor(() => expect(name.readOnly).toBe(true));
    expect(ref.current?.submit()).toEqual({ data: { planName: '已提交', days: null }, errors: {} });
  });

  it('checks patterns in linear time (re2js) and caps text length, with form-js’s texts (issue 22)', async () => {
    const CATASTROPHIC = '^\\d*\\d*\\d*\\d*\\d*\\d*\\d*\\d*x$';
    const schema = {
      type: 'default',
      components: [
        { type: 'textfield', key: 'code', label: '编号', validate: { pattern: CATASTROPHIC } },
        { type: 'textfield', key: 'name', label: '名称', validate: { pattern: '^[\\u4e00-\\u9fa5]+$' } },
        { type: 'group', components: [{ type: 'textarea', key: 'note', label: '说明', validate: { maxLength: 1e9 } }] },
      ],
    };
    const ref = createRef<FormJsViewerHandle>();
    const onChange = vi.fn();
    const value = { code: '1'.repeat(42), name: 'abc', note: 'x'.repeat(FORM_TEXT_MAX + 1) };
    render(<FormJsViewer ref={ref} schema={schema} value={value} onChange={onChange} />);
    await input('编号');
    await waitFor(() => expect(onChange).toHaveBeenCalled(), { timeout: 15_000 });
    const started = performance.now();
    const result = ref.current?.submit();
    expect(performance.now() - started).toBeLessThan(1000);
    expect(Object.values(result?.errors ?? {}).sort()).toEqual([
      ['格式不正确（^[\\u4e00-\\u9fa5]+$）'],
      [`格式不正确（${CATASTROPHIC}）`],
      [`长度不能超过 ${FORM_TEXT_MAX} 个字符`],
    ]);
    expect(await screen.findByText('格式不正确（^[\\u4e00-\\u9fa5]+$）')).toBeTruthy();
  });

  it('accepts values that match their patterns', async () => {
    const schema = {
      type: 'default',
      components: [
        { type: 'textfield', key: 'code', label: '编号', validate: { pattern: '^[A-Z]{2}-\\d{3}$' } },
        { type: 'textfield', key: 'name', label: '名称', validate: { pattern: '^[\\u4e00-\\u9fa5]+$' } },
      ],
    };
    const ref = createRef<FormJsViewerHandle>();
    const onChange = vi.fn();
    render(<FormJsViewer ref={ref} schema={schema} value={{ code: 'AB-123', name: '整改' }} onChange={onChange} />);
    await input('编号');
    await waitFor(() => expect(onChange).toHaveBeenCalled(), { timeout: 15_000 });
    expect(ref.current?.submit()).toMatchObject({ data: { code: 'AB-123', name: '整改' }, errors: {} });
  });
});
