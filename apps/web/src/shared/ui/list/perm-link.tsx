import { Button } from 'antd';
import type { ReactNode } from 'react';
import { Permission } from '@/shared/access/access.tsx';

/** A small link button of a table row (修改, 删除, 新增 …), shown only with `perm`. */
export function PermLink({
  perm,
  icon,
  danger,
  onClick,
  testId,
  children,
}: {
  perm: string;
  icon?: ReactNode;
  danger?: boolean;
  onClick: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Permission perms={[perm]}>
      <Button type="link" size="small" danger={danger} icon={icon} onClick={onClick} data-testid={testId}>
        {children}
      </Button>
    </Permission>
  );
}
