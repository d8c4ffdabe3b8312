import { DEFAULT_THEME } from '@zj/contract';
import { create } from 'zustand';
import { readJson, writeLocal } from './storage.ts';

export const LAYOUT_SETTING_KEY = 'layout-setting';

export interface LayoutSettings {
  theme: string;
  sideTheme: 'theme-dark' | 'theme-light';
  topNav: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  dynamicTitle: boolean;
}

export const DEFAULT_SETTINGS: LayoutSettings = {
  theme: DEFAULT_THEME,
  sideTheme: 'theme-dark',
  topNav: true,
  tagsView: true,
  fixedHeader: true,
  sidebarLogo: true,
  dynamicTitle: true,
};

interface SettingsState extends LayoutSettings {
  showSettings: boolean;
  /** Changes a setting for this session (saved with save()). */
  change<K extends keyof LayoutSettings>(key: K, value: LayoutSettings[K]): void;
  setShowSettings(show: boolean): void;
  /** Writes the current settings to local storage. */
  save(): void;
  /** Forgets the stored settings and goes back to the defaults. */
  reset(): void;
}

const stored = (): LayoutSettings => ({
  ...DEFAULT_SETTINGS,
  ...readJson<Partial<LayoutSettings>>(LAYOUT_SETTING_KEY, {}),
});

export const useSettings = create<SettingsState>()((set, get) => ({
  ...stored(),
  showSettings: false,
  change(key, value) {
    set({ [key]: value } as Pick<LayoutSettings, typeof key>);
  },
  setShowSettings(show) {
    set({ showSettings: show });
  },
  save() {
    const { theme, sideTheme, topNav, tagsView, fixedHeader, sidebarLogo, dynamicTitle } = get();
    const settings: LayoutSettings = { theme, sideTheme, topNav, tagsView, fixedHeader, sidebarLogo, dynamicTitle };
    writeLocal(LAYOUT_SETTING_KEY, JSON.stringify(settings));
  },
  reset() {
    writeLocal(LAYOUT_SETTING_KEY, null);
    set({ ...DEFAULT_SETTINGS });
  },
}));
