import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setLang } from '@/shared/i18n/index.ts';
import { RightToolbar } from '../right-toolbar.tsx';
import { columnStorageKey, loadColumnSettings, useColumnSettings } from '../use-column-settings.ts';

const KEYS = ['postId', 'postName', 'status'] as const;

function Harness({ onRefresh = () => {} }: { onRefresh?: () => void }) {
  const columns = useColumnSettings('demo', KEYS);
  return (
    <>
      <RightToolbar
        showSearch
        onToggleSearch={() => {}}
        onRefresh={onRefresh}
        columns={{
          settings: columns.settings,
          labels: { postId: '编号', postName: '名称', status: '状态' },
          onChange: columns.update,
        }}
      />
      <p data-testid="visible">{KEYS.filter((key) => columns.isVisible(key)).join(',')}</p>
    </>
  );
}

describe('RightToolbar and column settings', () => {
  it('hides a column, stores {key, visible} per table and restores it', async () => {
    setLang('zh');
    const first = render(<Harness />);
    expect(screen.getByTestId('visible').textContent).toBe('postId,postName,status');
    await userEvent.click(screen.getByTestId('toolbar-columns'));
    await userEvent.click(await screen.findByText('名称'));
    expect(screen.getByTestId('visible').textContent).toBe('postId,status');
    expect(JSON.parse(localStorage.getItem(columnStorageKey('demo')) ?? '[]')).toEqual([
      { key: 'postId', visible: true },
      { key: 'postName', visible: false },
      { key: 'status', visible: true },
    ]);
    first.unmount();
    render(<Harness />);
    expect(screen.getByTestId('visible').textContent).toBe('postId,status');
  });

  it('ignores stored columns that the table no longer has and shows new ones', () => {
    localStorage.setItem(
      columnStorageKey('t'),
      JSON.stringify([
        { key: 'gone', visible: false },
        { key: 'a', visible: false },
      ]),
    );
    expect(loadColumnSettings('t', ['a', 'b'])).toEqual([
      { key: 'a', visible: false },
      { key: 'b', visible: true },
    ]);
    localStorage.setItem(columnStorageKey('t'), 'not json');
    expect(loadColumnSettings('t', ['a'])).toEqual([{ key: 'a', visible: true }]);
  });

  it('refreshes and toggles the search', async () => {
    const onRefresh = vi.fn();
    const onToggle = vi.fn();
    render(<RightToolbar showSearch onToggleSearch={onToggle} onRefresh={onRefresh} />);
    await userEvent.click(screen.getByTestId('toolbar-refresh'));
    await userEvent.click(screen.getByTestId('toolbar-search-toggle'));
    expect(onRefresh).toHaveBeenCalledOnce();
    expect(onToggle).toHaveBeenCalledWith(false);
  });
});
