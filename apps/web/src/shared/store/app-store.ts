import { DEFAULT_SIZE, MENU_GROUPS, type MenuGroup, SIZES, type Size } from '@zj/contract';
import { create } from 'zustand';
import { readLocal, writeLocal } from './storage.ts';

export const SIDEBAR_KEY = 'sidebarStatus';
export const SIZE_KEY = 'size';
export const MENU_GROUP_KEY = 'openMenu';

export type Device = 'desktop' | 'mobile';

export interface AppState {
  sidebarOpened: boolean;
  device: Device;
  size: Size;
  /** The side-menu group chosen by the top entries (spec 01 §2). */
  menuGroup: MenuGroup;
  toggleSidebar(): void;
  closeSidebar(): void;
  setDevice(device: Device): void;
  setSize(size: Size): void;
  setMenuGroup(group: MenuGroup): void;
}

const storedSize = (): Size => {
  const value = readLocal(SIZE_KEY);
  return (SIZES as readonly string[]).includes(value ?? '') ? (value as Size) : DEFAULT_SIZE;
};

const storedGroup = (): MenuGroup => {
  const value = readLocal(MENU_GROUP_KEY);
  return (Object.values(MENU_GROUPS) as string[]).includes(value ?? '') ? (value as MenuGroup) : MENU_GROUPS.project;
};

/** Fires the window resize event 300 ms after a sidebar toggle (charts re-measure). */
function announceResize() {
  setTimeout(() => window.dispatchEvent(new Event('resize')), 300);
}

export const useApp = create<AppState>()((set, get) => ({
  sidebarOpened: readLocal(SIDEBAR_KEY) !== '0',
  device: 'desktop',
  size: storedSize(),
  menuGroup: storedGroup(),
  toggleSidebar() {
    const opened = !get().sidebarOpened;
    writeLocal(SIDEBAR_KEY, opened ? '1' : '0');
    set({ sidebarOpened: opened });
    announceResize();
  },
  closeSidebar() {
    if (!get().sidebarOpened) return;
    writeLocal(SIDEBAR_KEY, '0');
    set({ sidebarOpened: false });
    announceResize();
  },
  setDevice(device) {
    set({ device });
  },
  setSize(size) {
    writeLocal(SIZE_KEY, size);
    set({ size });
  },
  setMenuGroup(group) {
    writeLocal(MENU_GROUP_KEY, group);
    set({ menuGroup: group });
  },
}));
