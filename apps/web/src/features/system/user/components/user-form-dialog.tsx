import { type TreeSelect as DeptTreeNode, DICT_TYPES } from '@zj/contract';
import { Col, Form, Input, Modal, Row, Select, TreeSelect } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DictRadio, DictSelect } from '@/shared/ui/dict/dict-select.tsx';
import { useDict } from '@/shared/ui/dict/use-dict.ts';
import { useFormDialog } from '@/shared/ui/list/use-form-dialog.ts';
import { dialogId, type TargetDialogProps } from '../../common/use-dialog-target.ts';
import { getInitPassword } from '../api/get-init-password.ts';
import { getUser, type UserDetail } from '../api/get-user.ts';
import { saveUser } from '../api/save-user.ts';
import { toUserBody, type UserFormValues, userRules } from './user-form-rules.ts';

export type UserDialogTarget = { mode: 'add'; deptId?: number } | { mode: 'edit'; userId: number };

/** Add or edit a user: the user name and password only when adding. */
export function UserFormDialog({
  target,
  deptTree,
  onClose,
  onSaved,
}: TargetDialogProps<UserDialogTarget> & { deptTree: readonly DeptTreeNode[] }) {
  const { t } = useTranslation();
  const dicts = useDict(DICT_TYPES.userSex, DICT_TYPES.normalDisable);
  const [roles, setRoles] = useState<UserDetail['roles']>([]);
  const [posts, setPosts] = useState<UserDetail['posts']>([]);
  const rules = userRules(t);
  const adding = target?.mode === 'add';
  const { form, modal } = useFormDialog({
    id: dialogId(target, (edit) => edit.userId),
    prefix: 'user',
    titles: { add: 'adm.user.addTitle', edit: 'adm.user.editTitle' },
    loadNew: async (): Promise<Partial<UserFormValues>> => {
      const [detail, password] = await Promise.all([getUser(), getInitPassword()]);
      setRoles(detail.roles);
      setPosts(detail.posts);
      return { deptId: target?.mode === 'add' ? target.deptId : undefined, password, status: '0', sex: undefined };
    },
    load: getUser,
    toValues: (detail): Partial<UserFormValues> => {
      if (!detail.data) return {};
      setRoles(detail.roles);
      setPosts(detail.posts);
      const user = detail.data;
      return {
        nickName: user.nickName,
        deptId: user.deptId ?? undefined,
        phonenumber: user.phonenumber,
        email: user.email,
        sex: user.sex,
        status: user.status,
        remark: user.remark ?? '',
        postIds: detail.postIds ?? user.postIds,
        roleIds: detail.roleIds ?? user.roleIds,
      };
    },
    save: saveUser,
    toBody: (values: UserFormValues, userId) => toUserBody(values, userId ?? undefined),
    onClose,
    onSaved,
  });

  /** 岗位 / 角色: several of the offered ones, a disabled one shown but not offered. */
  const choices = <T extends { status: string }>(
    name: 'postIds' | 'roleIds',
    label: string,
    testId: string,
    offered: readonly T[],
    idName: (item: T) => [number, string],
  ) => (
    <Col span={12}>
      <Form.Item name={name} label={t(label)}>
        <Select
          data-testid={testId}
          mode="multiple"
          allowClear
          placeholder={t('adm.select')}
          optionFilterProp="label"
          options={offered.map((item) => {
            const [value, text] = idName(item);
            return { value, label: text, disabled: item.status === '1' };
          })}
        />
      </Form.Item>
    </Col>
  );
  return (
    <Modal {...modal} width={680}>
      <Form form={form} labelCol={{ flex: '90px' }} data-testid="user-form">
        <Row gutter={8}>
          <Col span={12}>
            <Form.Item name="nickName" label={t('adm.user.nickName')} rules={rules.nickName}>
              <Input data-testid="user-form-nickName" maxLength={30} placeholder={t('adm.input')} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="deptId" label={t('adm.user.deptOwn')}>
              <TreeSelect
                data-testid="user-form-dept"
                treeData={deptTree as DeptTreeNode[]}
                fieldNames={{ label: 'label', value: 'id', children: 'children' }}
                treeDefaultExpandAll
                showSearch
                treeNodeFilterProp="label"
                allowClear
                placeholder={t('adm.select')}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="phonenumber" label={t('adm.user.phone')} rules={rules.phonenumber}>
              <Input data-testid="user-form-phone" maxLength={11} placeholder={t('adm.input')} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="email" label={t('adm.user.email')} rules={rules.email}>
              <Input data-testid="user-form-email" maxLength={50} placeholder={t('adm.input')} />
            </Form.Item>
          </Col>
          {adding && (
            <>
              <Col span={12}>
                <Form.Item name="userName" label={t('adm.user.userName')} rules={rules.userName}>
                  <Input
                    data-testid="user-form-userName"
                    maxLength={30}
                    placeholder={t('adm.input')}
                    autoComplete="off"
                  />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="password" label={t('adm.user.password')} rules={rules.password}>
                  <Input.Password
                    data-testid="user-form-password"
                    maxLength={20}
                    placeholder={t('adm.input')}
                    autoComplete="new-password"
                  />
                </Form.Item>
              </Col>
            </>
          )}
          <Col span={12}>
            <Form.Item name="sex" label={t('adm.user.sex')}>
              <DictSelect
                data-testid="user-form-sex"
                options={dicts[DICT_TYPES.userSex]}
                placeholder={t('adm.select')}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="status" label={t('common.status')}>
              <DictRadio options={dicts[DICT_TYPES.normalDisable]} />
            </Form.Item>
          </Col>
          {choices('postIds', 'adm.user.post', 'user-form-posts', posts, (post) => [post.postId, post.postName])}
          {choices('roleIds', 'adm.user.role', 'user-form-roles', roles, (role) => [role.roleId, role.roleName])}
          <Col span={24}>
            <Form.Item name="remark" label={t('common.remark')}>
              <Input.TextArea data-testid="user-form-remark" maxLength={500} placeholder={t('adm.input')} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
