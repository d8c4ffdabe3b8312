import { CloseOutlined } from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { STATIC_AFFIX } from '@/app/routes/static-routes.tsx';
import { useRouteHandle } from '@/app/routes/use-route-title.ts';
import { useMenuTitle } from '@/shared/i18n/menu-title.ts';
import { useSettings } from '@/shared/store/settings-store.ts';
import { TAGS_VIEW_HEIGHT } from '@/shared/ui/header-size.ts';
import { useLayoutRoutes } from '../use-layout-routes.ts';
import { applyTagAction, refreshPath, type TagAction, type TagView } from './tags-logic.ts';
import { useTags } from './tags-store.ts';

const CONTEXT_MENU_WIDTH = 105;

/** Adds the affixed tabs once and the current page on every navigation. */
function useTrackViews() {
  const { pathname, search } = useLocation();
  const handle = useRouteHandle();
  const { routes } = useLayoutRoutes();
  const add = useTags((state) => state.add);
  useEffect(() => {
    for (const view of STATIC_AFFIX)
      add({ path: view.path, fullPath: view.path, title: '', titleKey: view.titleKey, affix: true });
    for (const route of routes) {
      if (route.kind !== 'redirect' && route.handle.affix) {
        add({ path: route.path, fullPath: route.path, title: route.handle.title ?? '', affix: true });
      }
    }
  }, [routes, add]);
  useEffect(() => {
    if (handle.noTab || (!handle.title && !handle.titleKey)) return;
    add({
      path: pathname,
      fullPath: `${pathname}${search}`,
      title: handle.title ?? '',
      titleKey: handle.titleKey,
      affix: handle.affix,
      noCache: handle.noCache,
    });
  }, [pathname, search, handle, add]);
}

export function TagsView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const views = useTags((state) => state.visitedViews);
  const setViews = useTags((state) => state.set);
  const themeColor = useSettings((state) => state.theme);
  const titleOf = useMenuTitle();
  useTrackViews();

  // Tabs keep the stored title; the label follows the language.
  const label = (view: TagView) => (view.titleKey ? t(view.titleKey) : titleOf(view.title));

  const act = (action: TagAction, view: TagView) => {
    if (action === 'refresh') {
      useTags.getState().setRefreshing(view.path);
      navigate(refreshPath(view.fullPath), { replace: true });
      return;
    }
    const result = applyTagAction(views, action, view.path, pathname);
    setViews(result.views);
    if (result.navigateTo) navigate(result.navigateTo);
  };

  const menuFor = (view: TagView, index: number): MenuProps => {
    const item = (key: TagAction, disabled = false) => ({
      key,
      disabled,
      label: <span data-testid={`tags-menu-${key}`}>{t(`tags.${key}`)}</span>,
    });
    return {
      style: { width: CONTEXT_MENU_WIDTH },
      items: [
        item('refresh'),
        item('close', Boolean(view.affix)),
        item('closeOthers'),
        item('closeLeft', index === 0),
        item('closeRight', index === views.length - 1),
        item('closeAll'),
      ],
      onClick: ({ key, domEvent }) => {
        domEvent.stopPropagation();
        act(key as TagAction, view);
      },
    };
  };

  return (
    <div
      role="tablist"
      aria-label={t('tags.bar')}
      data-testid="tags-view"
      style={{
        height: TAGS_VIEW_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        gap: 4,
        padding: '0 4px',
        overflowX: 'auto',
        background: '#fff',
        borderBottom: '1px solid #d8dce5',
        boxShadow: '0 1px 3px 0 rgba(0,0,0,.12)',
      }}
    >
      {views.map((view, index) => {
        const active = view.path === pathname;
        return (
          <Dropdown key={view.path} trigger={['contextMenu']} menu={menuFor(view, index)}>
            <div
              role="tab"
              tabIndex={0}
              aria-selected={active}
              data-testid={`tag-${view.path}`}
              data-path={view.path}
              onClick={() => navigate(view.fullPath)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') navigate(view.fullPath);
              }}
              style={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 4,
                height: 26,
                padding: '0 8px',
                fontSize: 12,
                cursor: 'pointer',
                whiteSpace: 'nowrap',
                border: `1px solid ${active ? themeColor : '#d8dce5'}`,
                background: active ? themeColor : '#fff',
                color: active ? '#fff' : '#495060',
              }}
            >
              {active && <span style={{ width: 8, height: 8, borderRadius: 4, background: '#fff' }} />}
              {label(view)}
              {!view.affix && (
                <CloseOutlined
                  role="button"
                  aria-label={`${t('tags.close')} ${label(view)}`}
                  data-testid={`tag-close-${view.path}`}
                  style={{ fontSize: 10 }}
                  onClick={(event) => {
                    event.stopPropagation();
                    act('close', view);
                  }}
                />
              )}
            </div>
          </Dropdown>
        );
      })}
    </div>
  );
}
