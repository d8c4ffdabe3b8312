import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@zj/contract';
import { Pagination } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApp } from '../store/app-store.ts';
import './ui-texts.ts';

/** Spec 01 §9: page 1, 20 per page (contract DEFAULT_PAGE_SIZE), sizes 10/20/30/50. */
export const DEFAULT_PAGE_NUM = 1;
export { DEFAULT_PAGE_SIZE, PAGE_SIZES };

export interface TablePaginationProps {
  total: number;
  pageNum: number;
  pageSize: number;
  onChange: (pageNum: number, pageSize: number) => void;
  /** Hidden also when there is nothing to page (total 0), as RuoYi's pagination. */
  hidden?: boolean;
}

/**
 * The pager under every list: size changer, total, fewer page buttons on mobile (RuoYi's
 * pager-count 5 below 992 px, 7 above: antd's `showLessItems`). Changing the page size so that
 * the current page would run past the end goes back to page 1.
 */
export function TablePagination({ total, pageNum, pageSize, onChange, hidden }: TablePaginationProps) {
  const { t } = useTranslation();
  const mobile = useApp((state) => state.device === 'mobile');
  if (hidden || total <= 0) return null;
  return (
    <Pagination
      data-testid="pagination"
      style={{ marginTop: 16, justifyContent: 'flex-end' }}
      total={total}
      current={pageNum}
      pageSize={pageSize}
      pageSizeOptions={PAGE_SIZES.map(String)}
      showSizeChanger
      showQuickJumper={!mobile}
      showLessItems={mobile}
      simple={false}
      showTotal={(count) => t('pager.total', { total: count })}
      onChange={(page, size) => {
        if (size !== pageSize) onChange(page * size > total ? 1 : page, size);
        else onChange(page, size);
      }}
    />
  );
}
