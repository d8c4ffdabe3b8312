import { SearchOutlined } from '@ant-design/icons';
import { SEARCH_THRESHOLD, SEARCH_WEIGHTS } from '@zj/contract';
import { Button, Select } from 'antd';
import Fuse from 'fuse.js';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApp } from '@/shared/store/app-store.ts';
import { groupOfPath } from '../navigation/decide-navigation.ts';
import { type SearchEntry, searchEntries } from './menu-model.ts';
import { useLayoutRoutes } from './use-layout-routes.ts';

/** Fuzzy search over every menu route (title 0.7, path 0.3, threshold 0.4). */
export function createRouteSearch(entries: readonly SearchEntry[]) {
  const fuse = new Fuse(entries, {
    threshold: SEARCH_THRESHOLD,
    keys: [
      { name: 'title', weight: SEARCH_WEIGHTS.title },
      { name: 'path', weight: SEARCH_WEIGHTS.path },
    ],
  });
  return (query: string) => (query ? fuse.search(query).map((result) => result.item) : []);
}

export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const { allMenus } = useLayoutRoutes();
  const entries = useMemo(() => searchEntries(allMenus), [allMenus]);
  const search = useMemo(() => createRouteSearch(entries), [entries]);
  const results = search(query);

  const choose = (path: string) => {
    const entry = entries.find((item) => item.path === path);
    setOpen(false);
    setQuery('');
    if (!entry) return;
    if (entry.external) {
      window.open(entry.path, '_blank', 'noopener');
      return;
    }
    const group = groupOfPath(entry.path);
    if (group) useApp.getState().setMenuGroup(group);
    const suffix = entry.query ? `?${new URLSearchParams(entry.query).toString()}` : '';
    navigate(`${entry.path}${suffix}`);
  };

  if (!open) {
    return (
      <Button
        type="text"
        icon={<SearchOutlined />}
        aria-label={t('layout.search')}
        data-testid="header-search"
        onClick={() => setOpen(true)}
      />
    );
  }
  return (
    <Select
      autoFocus
      showSearch={{ filterOption: false, onSearch: setQuery }}
      defaultOpen
      value={null}
      placeholder={t('layout.search')}
      aria-label={t('layout.search')}
      data-testid="header-search-input"
      style={{ width: 200 }}
      options={results.map((entry) => ({ value: entry.path, label: `${entry.title} (${entry.path})` }))}
      onSelect={(value) => {
        if (value) choose(value);
      }}
      onBlur={() => setOpen(false)}
    />
  );
}
