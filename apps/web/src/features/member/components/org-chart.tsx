import type { ProjectOrganization } from '@zj/contract';
import { Empty, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type DictOption, dictLabel } from '@/shared/ui/dict/use-dict.ts';
import './org-chart.css';

type Unit = ProjectOrganization['units'][number];

/** A unit's heading: its type (dictionary biz_project_user_type) and name. */
export function unitTitle(unit: Unit, userTypes: readonly DictOption[], noName: string) {
  return `${dictLabel(userTypes, unit.userType)} · ${unit.unitName || noName}`;
}

/** The organisation chart drawn with flex boxes: project, admins, then a column per unit. */
export function OrgChart({ org, userTypes }: { org: ProjectOrganization; userTypes: readonly DictOption[] }) {
  const { t } = useTranslation();
  return (
    <div className="zj-org" data-testid="org-chart">
      <div className="zj-org__node">{org.projectName}</div>
      <div className="zj-org__stem" />
      <div className="zj-org__admins" data-testid="org-admins">
        <Typography.Text strong>{t('member.org.admins')}</Typography.Text>
        {org.admins.length === 0 && <Typography.Text type="secondary">{t('member.org.noAdmins')}</Typography.Text>}
        {org.admins.map((admin) => (
          <Tag key={admin.userId} color="processing" data-testid={`org-admin-${admin.userId}`}>
            {admin.nickName}
          </Tag>
        ))}
      </div>
      {org.units.length === 0 ? (
        <Empty style={{ marginTop: 24 }} description={t('member.org.empty')} />
      ) : (
        <>
          <div className="zj-org__stem" />
          <div className="zj-org__units">
            {org.units.map((unit) => (
              <div
                className="zj-org__unit"
                key={`${unit.userType}-${unit.unitName ?? ''}`}
                data-testid={`org-unit-${unit.userType}`}
              >
                <div className="zj-org__unit-head">
                  <Typography.Text strong>{unitTitle(unit, userTypes, t('member.org.noUnit'))}</Typography.Text>
                  <div>
                    <Typography.Text type="secondary">
                      {t('member.org.count', { n: unit.members.length })}
                    </Typography.Text>
                  </div>
                </div>
                {unit.members.map((member) => (
                  <div className="zj-org__member" key={member.userId} data-testid={`org-member-${member.userId}`}>
                    <Typography.Text strong>{member.nickName}</Typography.Text>
                    {member.isAdmin === '1' && (
                      <Tag color="processing" style={{ marginInlineStart: 6 }}>
                        {t('member.user.isAdmin')}
                      </Tag>
                    )}
                    <div>
                      <Typography.Text type="secondary">{member.roleName ?? t('member.user.noRole')}</Typography.Text>
                    </div>
                  </div>
                ))}
              </div>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
