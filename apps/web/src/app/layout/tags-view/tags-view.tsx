import { CloseOutlined, DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { STATIC_AFFIX } from '@/app/routes/static-routes.tsx';
import { useRouteHandle } from '@/app/routes/use-route-title.ts';
import { useMenuTitle } from '@/shared/i18n/menu-title.ts';
import { useSettings } from '@/shared/store/settings-store.ts';
import {
  applyTagAction,
  outOfView,
  refreshPath,
  scrollToShow,
  type TagAction,
  type TagView,
} from '@/shared/store/tags-logic.ts';
import { useTags } from '@/shared/store/tags-store.ts';
import { TAGS_VIEW_HEIGHT } from '@/shared/ui/header-size.ts';
import { useLayoutRoutes } from '../use-layout-routes.ts';

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

const tabsIn = (strip: HTMLElement) => Array.from(strip.querySelectorAll<HTMLElement>('[role="tab"]'));

/**
 * The strip of tabs scrolls sideways: the active tab is scrolled into view whenever the page or
 * the tabs change, the mouse wheel scrolls it, and `overflowing` tells whether tabs are out of view.
 */
function useTabStrip(strip: RefObject<HTMLDivElement | null>, pathname: string, views: readonly TagView[]) {
  const [overflowing, setOverflowing] = useState(false);
  const [width, setWidth] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again whenever the tabs change
  useLayoutEffect(() => {
    const box = strip.current;
    if (!box) return;
    const measure = () => {
      setOverflowing(box.scrollWidth > box.clientWidth + 1);
      setWidth(box.clientWidth);
    };
    measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(box);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [strip, views]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new tab or a narrower bar may hide the active one too
  useLayoutEffect(() => {
    const box = strip.current;
    const tab = box && tabsIn(box).find((element) => element.dataset.path === pathname);
    if (!box || !tab) return;
    const next = scrollToShow(box.getBoundingClientRect(), tab.getBoundingClientRect(), box.scrollLeft);
    if (next !== null) box.scrollLeft = next;
  }, [strip, pathname, views, width]);
  /** The tabs now wholly or partly out of view. */
  const hiddenPaths = () => {
    const box = strip.current;
    if (!box) return new Set<string>();
    const rect = box.getBoundingClientRect();
    return new Set(
      tabsIn(box)
        .filter((tab) => outOfView(rect, tab.getBoundingClientRect()))
        .map((tab) => tab.dataset.path ?? ''),
    );
  };
  return { overflowing, hiddenPaths };
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
  const strip = useRef<HTMLDivElement>(null);
  const { overflowing, hiddenPaths } = useTabStrip(strip, pathname, views);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());

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

  // The tabs out of view, offered in a menu at the bar's end (measured when it opens).
  const overflowMenu: MenuProps = {
    selectable: true,
    selectedKeys: [pathname],
    style: { maxHeight: 320, overflowY: 'auto' },
    items: views
      .filter((view) => hidden.size === 0 || hidden.has(view.path))
      .map((view) => ({ key: view.path, label: <span data-testid={`tags-more-${view.path}`}>{label(view)}</span> })),
    onClick: ({ key }) => {
      const view = views.find((item) => item.path === key);
      if (view) navigate(view.fullPath);
    },
  };

  return (
    <div
      style={{
        height: TAGS_VIEW_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        background: '#fff',
        borderBottom: '1px solid #d8dce5',
        boxShadow: '0 1px 3px 0 rgba(0,0,0,.12)',
      }}
    >
      <div
        ref={strip}
        role="tablist"
        aria-label={t('tags.bar')}
        data-testid="tags-view"
        onWheel={(event) => {
          // A mouse wheel (vertical) scrolls the strip sideways; a trackpad's sideways swipe scrolls it anyway.
          if (event.deltaX === 0 && event.deltaY !== 0) event.currentTarget.scrollLeft += event.deltaY;
        }}
        style={{
          flex: 1,
          minWidth: 0,
          height: '100%',
          display: 'flex',
          alignItems: 'center',
          gap: 4,
          padding: '0 4px',
          overflowX: 'auto',
          overflowY: 'hidden',
          scrollbarWidth: 'none',
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
      {overflowing && (
        <Dropdown
          trigger={['click']}
          placement="bottomRight"
          menu={overflowMenu}
          popupRender={(menu) => <div data-testid="tags-more-menu">{menu}</div>}
          onOpenChange={(open) => {
            if (open) setHidden(hiddenPaths());
          }}
        >
          <Button
            type="text"
            size="small"
            icon={<DownOutlined />}
            aria-label={t('tags.more')}
            title={t('tags.more')}
            data-testid="tags-more"
            style={{ flex: 'none', margin: '0 4px' }}
          />
        </Dropdown>
      )}
    </div>
  );
}
