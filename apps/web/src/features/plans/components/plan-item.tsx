import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  CaretDownOutlined,
  CaretRightOutlined,
  TagOutlined,
} from '@ant-design/icons';
import { PLAN_PERMS as P, type PlanRow } from '@zj/contract';
import { Button, Flex, Progress, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActions } from '@/shared/ui/list/row-actions.tsx';
import { usePlanChildren } from '../api/plans-api.ts';
import { PlanStatusTag } from './plan-status-tag.tsx';
import '../plans-texts.ts';

export interface PlanItemActions {
  selected: number | null;
  onSelect: (plan: PlanRow) => void;
  onEdit: (plan: PlanRow) => void;
  onDelete: (plan: PlanRow) => void;
  onTag: (plan: PlanRow) => void;
  /** Moves the plan one place up (-1) or down (1) among its group's; absent for a child plan. */
  onMove?: (plan: PlanRow, by: -1 | 1) => void;
}

/** A plan of the list: name, status, tag, progress; its child plans (getChild) under it when opened. */
export function PlanItem({
  projectId,
  plan,
  depth = 0,
  first,
  last,
  actions,
}: {
  projectId: number;
  plan: PlanRow;
  depth?: number;
  first?: boolean;
  last?: boolean;
  actions: PlanItemActions;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const children = usePlanChildren(projectId, plan.planId, open);
  const active = actions.selected === plan.planId;
  const more = [
    {
      key: 'tag',
      icon: <TagOutlined />,
      label: t('plan.tag'),
      perm: P.edit,
      testId: `plan-tag-${plan.planId}`,
      onClick: () => actions.onTag(plan),
    },
    ...(actions.onMove && !first
      ? [
          {
            key: 'up',
            icon: <ArrowUpOutlined />,
            label: t('plan.moveUp'),
            perm: P.edit,
            testId: `plan-up-${plan.planId}`,
            onClick: () => actions.onMove?.(plan, -1),
          },
        ]
      : []),
    ...(actions.onMove && !last
      ? [
          {
            key: 'down',
            icon: <ArrowDownOutlined />,
            label: t('plan.moveDown'),
            perm: P.edit,
            testId: `plan-down-${plan.planId}`,
            onClick: () => actions.onMove?.(plan, 1),
          },
        ]
      : []),
  ];
  return (
    <div style={{ marginInlineStart: depth * 16 }}>
      <div
        role="option"
        aria-selected={active}
        tabIndex={0}
        data-testid={`plan-item-${plan.planId}`}
        onClick={() => actions.onSelect(plan)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') actions.onSelect(plan);
        }}
        style={{
          padding: '6px 8px',
          borderRadius: 6,
          cursor: 'pointer',
          background: active ? 'var(--ant-color-primary-bg, #e6f4ff)' : undefined,
        }}
      >
        <Flex align="center" gap={4}>
          <Button
            type="text"
            size="small"
            icon={open ? <CaretDownOutlined /> : <CaretRightOutlined />}
            aria-label={t('plan.children')}
            aria-expanded={open}
            data-testid={`plan-children-${plan.planId}`}
            onClick={(event) => {
              event.stopPropagation();
              setOpen(!open);
            }}
          />
          <Typography.Text strong={active} ellipsis style={{ flex: 1, minWidth: 0 }} title={plan.planName}>
            {plan.planName}
          </Typography.Text>
          <PlanStatusTag status={plan.status} testId={`plan-status-${plan.planId}`} />
        </Flex>
        <Flex align="center" gap={6} style={{ paddingInlineStart: 28 }}>
          {plan.tag && (
            <Tag color="purple" style={{ marginInlineEnd: 0 }} data-testid={`plan-tagged-${plan.planId}`}>
              {plan.tag}
            </Tag>
          )}
          <Progress percent={Math.round(plan.progress)} size="small" style={{ flex: 1, margin: 0 }} />
        </Flex>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: only stops the row's selection */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: the links have their own keys */}
        <div style={{ paddingInlineStart: 22 }} onClick={(event) => event.stopPropagation()}>
          <RowActions
            prefix="plan"
            id={plan.planId}
            projectId={projectId}
            perms={{ edit: P.edit, remove: P.remove }}
            onEdit={() => actions.onEdit(plan)}
            onDelete={() => actions.onDelete(plan)}
            more={more}
            nowrap
          />
        </div>
      </div>
      {open && (
        <div data-testid={`plan-children-of-${plan.planId}`}>
          {children.isLoading ? (
            <Spin size="small" style={{ margin: '4px 32px' }} />
          ) : (children.data ?? []).length === 0 ? (
            <Typography.Text type="secondary" style={{ display: 'block', padding: '2px 0 6px 40px', fontSize: 12 }}>
              {t('plan.noChildren')}
            </Typography.Text>
          ) : (
            (children.data ?? []).map((child) => (
              <PlanItem
                key={child.planId}
                projectId={projectId}
                plan={child}
                depth={depth + 1}
                actions={{ ...actions, onMove: undefined }}
              />
            ))
          )}
        </div>
      )}
    </div>
  );
}
