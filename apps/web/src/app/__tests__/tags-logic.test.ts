import { describe, expect, it } from 'vitest';
import {
  addView,
  afterClose,
  applyTagAction,
  cachedPaths,
  closeAll,
  closeLeft,
  closeOthers,
  closeRight,
  closeView,
  refreshPath,
  type TagView,
} from '@/shared/store/tags-logic.ts';

const view = (path: string, extra: Partial<TagView> = {}): TagView => ({ path, fullPath: path, title: path, ...extra });
const INDEX = view('/index', { affix: true });
const A = view('/a');
const B = view('/b', { noCache: true });
const C = view('/c');
const ALL = [INDEX, A, B, C];
const paths = (views: TagView[]) => views.map((item) => item.path);

describe('tag bar', () => {
  it('adds a view once and updates its full path', () => {
    const once = addView([INDEX], A);
    expect(paths(once)).toEqual(['/index', '/a']);
    const again = addView(once, { ...A, fullPath: '/a?x=1' });
    expect(paths(again)).toEqual(['/index', '/a']);
    expect(again[1]?.fullPath).toBe('/a?x=1');
    expect(addView(once, A)).toBe(once);
  });

  it('never closes affixed tabs', () => {
    expect(paths(closeView(ALL, '/index'))).toEqual(['/index', '/a', '/b', '/c']);
    expect(paths(closeView(ALL, '/b'))).toEqual(['/index', '/a', '/c']);
    expect(paths(closeAll(ALL))).toEqual(['/index']);
  });

  it('closes others, left and right', () => {
    expect(paths(closeOthers(ALL, '/b'))).toEqual(['/index', '/b']);
    expect(paths(closeLeft(ALL, '/b'))).toEqual(['/index', '/b', '/c']);
    expect(paths(closeRight(ALL, '/a'))).toEqual(['/index', '/a']);
    expect(paths(closeRight(ALL, '/c'))).toEqual(paths(ALL));
  });

  it('moves to the last remaining tab when the active one closes, else to the root', () => {
    expect(afterClose([INDEX, A], '/c')).toBe('/a');
    expect(afterClose([INDEX, A], '/a')).toBeNull();
    expect(afterClose([], '/a')).toBe('/');
    expect(applyTagAction(ALL, 'close', '/c', '/c')).toEqual({ views: [INDEX, A, B], navigateTo: '/b' });
    expect(applyTagAction(ALL, 'close', '/a', '/c').navigateTo).toBeNull();
    expect(applyTagAction(ALL, 'closeAll', '/a', '/c')).toEqual({ views: [INDEX], navigateTo: '/index' });
    expect(applyTagAction(ALL, 'closeRight', '/a', '/c').navigateTo).toBe('/a');
    expect(applyTagAction(ALL, 'closeLeft', '/c', '/a').navigateTo).toBe('/c');
    expect(applyTagAction(ALL, 'closeOthers', '/b', '/c')).toEqual({ views: [INDEX, B], navigateTo: '/b' });
    expect(applyTagAction(ALL, 'closeOthers', '/c', '/c').navigateTo).toBeNull();
  });

  it('keeps pages alive unless flagged noCache', () => {
    expect(cachedPaths(ALL)).toEqual(['/index', '/a', '/c']);
  });

  it('refreshes through /redirect', () => {
    expect(refreshPath('/system/user?x=1')).toBe('/redirect/system/user?x=1');
  });
});
