import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useAccess } from '@/shared/access/access.tsx';

export interface PermLinkProps {
  /** Shown only with this permission (or any of these); without one, always. */
  perm?: string | readonly string[];
  /** `perm` is checked in the current project too (global AND project permission, spec 01 §6). */
  projectScoped?: boolean;
  /** `perm` is checked in this project (the row's) rather than the current one. */
  projectId?: number;
  icon?: ReactNode;
  danger?: boolean;
  onClick?: () => void;
  /** A link to a file instead of an action (下载). */
  href?: string;
  download?: string;
  testId: string;
  children: ReactNode;
}

/** A small link button of a table row (修改, 删除, 新增 …), shown only with `perm`. */
export function PermLink({
  perm,
  projectScoped,
  projectId,
  icon,
  danger,
  onClick,
  href,
  download,
  testId,
  children,
}: PermLinkProps) {
  const allowed = useAllowed();
  if (perm && !allowed(perm, { projectScoped, projectId })) return null;
  return (
    <Button
      type="link"
      size="small"
      danger={danger}
      icon={icon}
      onClick={onClick}
      href={href}
      download={download}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}

/**
 * Whether the user holds a permission (any of several): globally, or when `projectScoped` also in
 * the current project, or with `projectId` also in that project (spec 01 §6).
 */
export function useAllowed() {
  const access = useAccess();
  return (perm: string | readonly string[], where: { projectScoped?: boolean; projectId?: number } = {}) => {
    const values = typeof perm === 'string' ? [perm] : [...perm];
    return where.projectScoped || where.projectId !== undefined
      ? access.hasProjectPermi(values, where.projectId)
      : access.hasPermi(values);
  };
}
