import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '@/shared/i18n/index.ts';
import { useApp } from '@/shared/store/app-store.ts';
import { TablePagination } from '../table-pagination.tsx';

const pageItems = (container: HTMLElement) => container.querySelectorAll('.ant-pagination-item').length;

afterEach(() => useApp.getState().setDevice('desktop'));

describe('TablePagination', () => {
  it('shows the total and offers 10/20/30/50 per page', async () => {
    setLang('zh');
    const { container } = render(<TablePagination total={95} pageNum={1} pageSize={20} onChange={() => {}} />);
    expect(screen.getByText('共 95 条')).toBeTruthy();
    const changer = container.querySelector('.ant-pagination-options .ant-select') as HTMLElement;
    fireEvent.mouseDown(within(changer).getByRole('combobox'));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent?.match(/\d+/)?.[0])).toEqual(['10', '20', '30', '50']);
  });

  it('renders nothing without rows', () => {
    const { container } = render(<TablePagination total={0} pageNum={1} pageSize={20} onChange={() => {}} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows fewer page buttons below 992 px (antd showLessItems for pager count 5 vs 7)', () => {
    useApp.getState().setDevice('desktop');
    const desktop = render(<TablePagination total={1000} pageNum={1} pageSize={10} onChange={() => {}} />);
    expect(pageItems(desktop.container)).toBe(6); // 1 2 3 4 5 … 100
    desktop.unmount();
    useApp.getState().setDevice('mobile');
    const mobile = render(<TablePagination total={1000} pageNum={1} pageSize={10} onChange={() => {}} />);
    expect(pageItems(mobile.container)).toBe(4); // 1 2 3 … 100
  });

  it('goes back to page 1 when a bigger page size would run past the end', async () => {
    const onChange = vi.fn();
    const { container } = render(<TablePagination total={45} pageNum={3} pageSize={20} onChange={onChange} />);
    const changer = container.querySelector('.ant-pagination-options .ant-select') as HTMLElement;
    fireEvent.mouseDown(within(changer).getByRole('combobox'));
    fireEvent.click((await screen.findAllByRole('option'))[3] as HTMLElement);
    expect(onChange).toHaveBeenLastCalledWith(1, 50);
  });
});
