import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLang } from '@/shared/i18n/index.ts';
import { fakeServerEachTest } from '@/shared/testing/fake-server.ts';
import { DictTag, tagColor } from '../dict/dict-tag.tsx';
import { type DictOption, dictLabel, useDict } from '../dict/use-dict.ts';
import { renderWithProviders } from './test-kit.tsx';

const OPTIONS: DictOption[] = [
  { dictLabel: '正常', dictValue: '0', listClass: 'primary', cssClass: '' },
  { dictLabel: '停用', dictValue: '1', listClass: 'danger', cssClass: 'strong' },
  { dictLabel: '普通', dictValue: '2', listClass: 'default', cssClass: '' },
  { dictLabel: '信息', dictValue: '3', listClass: 'info', cssClass: '' },
  { dictLabel: '成功', dictValue: '4', listClass: 'success', cssClass: '' },
  { dictLabel: '警告', dictValue: '5', listClass: 'warning', cssClass: '' },
];

const fake = fakeServerEachTest();

describe('DictTag', () => {
  it('maps list classes to antd tag colours', () => {
    expect(['default', 'primary', 'success', 'info', 'warning', 'danger', '', 'bogus'].map(tagColor)).toEqual([
      'default',
      'processing',
      'success',
      'default',
      'warning',
      'error',
      'default',
      'default',
    ]);
  });

  it('renders tags with colour and css class, plain text for default, unknown values as they are', () => {
    const { container } = render(<DictTag options={OPTIONS} value="0,1,2,9" />);
    const primary = container.querySelector('[data-value="0"]') as HTMLElement;
    expect(primary.textContent).toBe('正常');
    expect(primary.className).toContain('ant-tag');
    expect(primary.getAttribute('data-list-class')).toBe('primary');
    const danger = container.querySelector('[data-value="1"]') as HTMLElement;
    expect(danger.className).toContain('strong');
    expect(danger.getAttribute('data-list-class')).toBe('danger');
    const plain = container.querySelector('[data-value="2"]') as HTMLElement;
    expect(plain.className).not.toContain('ant-tag');
    expect(plain.textContent).toBe('普通');
    expect(container.textContent).toContain('9');
  });

  it('accepts arrays and renders nothing for empty values', () => {
    const { container } = render(<DictTag options={OPTIONS} value={['4', 5]} />);
    expect(container.querySelectorAll('.ant-tag')).toHaveLength(2);
    const empty = render(<DictTag options={OPTIONS} value="" />);
    expect(empty.container.innerHTML).toBe('');
    expect(dictLabel(OPTIONS, 3)).toBe('信息');
    expect(dictLabel(OPTIONS, 'x')).toBe('x');
  });

  it('useDict loads each type once from /system/dict/data/type/{type}', async () => {
    fake.server.answer('GET /system/dict/data/type/sys_yes_no', () => ({
      code: 200,
      msg: 'ok',
      data: [{ dictLabel: '是', dictValue: 'Y', listClass: 'primary', cssClass: '' }],
    }));
    function Two() {
      const a = useDict('sys_yes_no');
      const b = useDict('sys_yes_no');
      return (
        <>
          <DictTag options={a.sys_yes_no} value="Y" />
          <DictTag options={b.sys_yes_no} value="Y" />
        </>
      );
    }
    renderWithProviders(<Two />);
    await waitFor(() => expect(screen.getAllByText('是')).toHaveLength(2));
    expect(fake.fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fake.fetchMock.mock.calls[0]?.[0])).toBe('/prod-api/system/dict/data/type/sys_yes_no');
  });

  it('useDict shows seeded labels in English in the English UI and keeps typed labels', async () => {
    fake.server.answer('GET /system/dict/data/type/biz_project_status', () => ({
      code: 200,
      msg: 'ok',
      data: [
        { dictLabel: '在建', dictValue: '1', listClass: 'primary', cssClass: '' },
        { dictLabel: '自定义', dictValue: '9', listClass: '', cssClass: '' },
      ],
    }));
    function Status() {
      const { biz_project_status } = useDict('biz_project_status');
      return <DictTag options={biz_project_status} value="1,9" />;
    }
    renderWithProviders(<Status />);
    await waitFor(() => expect(screen.getByText('在建')).toBeTruthy());
    act(() => setLang('en'));
    try {
      await waitFor(() => expect(screen.getByText('Under construction')).toBeTruthy());
      expect(screen.getByText('自定义')).toBeTruthy();
    } finally {
      act(() => setLang('zh'));
    }
  });
});
