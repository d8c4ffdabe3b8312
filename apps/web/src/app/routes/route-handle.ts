import type { MenuGroup } from '@zj/contract';
import type { UiKey } from '@/shared/i18n/index.ts';

/** What every route carries in `handle` (title, tab and menu behaviour). */
export interface RouteHandle {
  /** Server-supplied title (already in the user's language). */
  title?: string;
  /** Title from the UI texts, for the shell's own routes. */
  titleKey?: UiKey;
  affix?: boolean;
  noCache?: boolean;
  activeMenu?: string;
  icon?: string;
  /** Routes outside the layout (login, 404...) never make a tab. */
  noTab?: boolean;
  /** The side-menu group of the server menu the route belongs to. */
  menuGroup?: MenuGroup;
}
