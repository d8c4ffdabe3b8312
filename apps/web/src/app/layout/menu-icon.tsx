// The side menu's icons live in shared/ui (the menu feature shows them too).
export { MenuIcon } from '@/shared/ui/menu-icon.tsx';
