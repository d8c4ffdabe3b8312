import { DICT_TYPES, MENU_GROUPS, type MenuGroup, menuCreate } from '@zj/contract';
import { Col, Form, Input, Modal, Radio, Row, Select, TreeSelect } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxLengthOf, zodRule } from '@/shared/form/zod-rule.ts';
import { DictRadio } from '@/shared/ui/dict/dict-select.tsx';
import { useDict } from '@/shared/ui/dict/use-dict.ts';
import { NumberItem } from '@/shared/ui/list/number-item.tsx';
import { useFormDialog } from '@/shared/ui/list/use-form-dialog.ts';
import { dialogId, type TargetDialogProps } from '../../common/use-dialog-target.ts';
import { getMenu, getMenus } from '../api/get-menus.ts';
import { type MenuBody, saveMenu } from '../api/save-menu.ts';
import { IconPicker } from './icon-picker.tsx';
import { toMenuTree, toParentOptions } from './menu-tree.ts';

/** The contract's checks of the form's text and number fields. */
const FIELD = {
  menuName: menuCreate.shape.menuName,
  orderNum: menuCreate.shape.orderNum,
  path: menuCreate.shape.path,
  component: menuCreate.shape.component,
  query: menuCreate.shape.query,
  routeName: menuCreate.shape.routeName,
  perms: menuCreate.shape.perms,
};

export type MenuDialogTarget = { mode: 'add'; parentId?: number } | { mode: 'edit'; menuId: number };
type MenuType = 'M' | 'C' | 'F';

interface FormValues {
  parentId: number;
  menuType: MenuType;
  icon?: string;
  menuName: string;
  orderNum: number;
  isFrame: '0' | '1';
  path?: string;
  component?: string;
  perms?: string;
  query?: string;
  routeName?: string;
  isCache: '0' | '1';
  visible: '0' | '1';
  status: '0' | '1';
  menuGroup?: string;
}

const DEFAULTS: Partial<FormValues> = {
  parentId: 0,
  menuType: 'M',
  orderNum: 0,
  isFrame: '1',
  isCache: '0',
  visible: '0',
  status: '0',
};

/** The body of API.menus.add / API.menus.edit; fields that do not apply to the type are left empty. */
export function toMenuBody(values: FormValues, menuId?: number): MenuBody {
  const type = values.menuType;
  const body = {
    parentId: values.parentId ?? 0,
    menuType: type,
    menuName: values.menuName.trim(),
    orderNum: values.orderNum,
    icon: type === 'F' ? '' : (values.icon ?? ''),
    isFrame: type === 'F' ? '1' : values.isFrame,
    path: type === 'F' ? '' : (values.path ?? '').trim(),
    component: type === 'C' ? (values.component ?? '').trim() : '',
    perms: type === 'M' ? '' : (values.perms ?? '').trim(),
    query: type === 'C' ? (values.query ?? '').trim() : '',
    routeName: type === 'C' ? (values.routeName ?? '').trim() : '',
    isCache: type === 'C' ? values.isCache : '0',
    visible: type === 'F' ? '0' : values.visible,
    status: type === 'F' ? '0' : values.status,
    menuGroup: type === 'F' || !values.menuGroup ? null : (values.menuGroup as MenuGroup),
  } as const;
  return menuId === undefined ? body : { ...body, menuId };
}

export function MenuFormDialog({ target, onClose, onSaved }: TargetDialogProps<MenuDialogTarget>) {
  const { t } = useTranslation();
  const dicts = useDict(DICT_TYPES.showHide, DICT_TYPES.normalDisable);
  const [menus, setMenus] = useState<Parameters<typeof toMenuTree>[0]>([]);
  const options = useMemo(() => toParentOptions(toMenuTree(menus), t('adm.menu.root')), [menus, t]);
  const { form, modal } = useFormDialog({
    id: dialogId(target, (edit) => edit.menuId),
    prefix: 'menu',
    titles: { add: 'adm.menu.addTitle', edit: 'adm.menu.editTitle' },
    loadNew: async (): Promise<Partial<FormValues>> => {
      setMenus((await getMenus()).data);
      return { ...DEFAULTS, parentId: (target?.mode === 'add' ? target.parentId : undefined) ?? 0 };
    },
    load: (menuId: number) => Promise.all([getMenus(), getMenu(menuId)]),
    toValues: ([rows, menu]): Partial<FormValues> => {
      setMenus(rows.data);
      const row = menu.data;
      return {
        parentId: row.parentId,
        menuType: (['M', 'C', 'F'].includes(row.menuType) ? row.menuType : 'M') as MenuType,
        icon: row.icon === '#' ? '' : row.icon,
        menuName: row.menuName,
        orderNum: row.orderNum,
        isFrame: row.isFrame === '0' ? '0' : '1',
        path: row.path,
        component: row.component ?? '',
        perms: row.perms ?? '',
        query: row.query ?? '',
        routeName: row.routeName,
        isCache: row.isCache === '1' ? '1' : '0',
        visible: row.visible === '1' ? '1' : '0',
        status: row.status === '1' ? '1' : '0',
        menuGroup: row.menuGroup ?? undefined,
      };
    },
    save: saveMenu,
    toBody: (values: FormValues, menuId) => toMenuBody({ ...DEFAULTS, ...values } as FormValues, menuId ?? undefined),
    onClose,
    onSaved,
  });
  const type = Form.useWatch('menuType', form) ?? 'M';
  /** The contract's check of a field; `label` (a text key) makes it required. */
  const rule = (field: keyof typeof FIELD, label?: string) => {
    const name = label && t(label);
    return zodRule(FIELD[field], {
      required: name ? t('common.required', { field: name }) : undefined,
      too_big: (issue) =>
        t('common.maxLength', {
          field: name ?? t(`adm.menu.${field}`),
          n: 'maximum' in issue ? Number(issue.maximum) : '',
        }),
    });
  };
  /** A half-row text field of the form, checked with the contract (`required` makes it needed). */
  const textCol = (field: Exclude<keyof typeof FIELD, 'orderNum'>, label: string, testId: string, required = false) => (
    <Col span={12}>
      <Form.Item name={field} label={t(label)} rules={[rule(field, required ? label : undefined)]}>
        <Input data-testid={testId} maxLength={maxLengthOf(FIELD[field])} placeholder={t('adm.input')} />
      </Form.Item>
    </Col>
  );
  const yesNo = [
    { value: '0', label: t('adm.yes') },
    { value: '1', label: t('adm.no') },
  ];
  return (
    <Modal {...modal} width={720}>
      <Form form={form} labelCol={{ flex: '100px' }} initialValues={DEFAULTS} data-testid="menu-form">
        <Row gutter={8}>
          <Col span={24}>
            <Form.Item name="parentId" label={t('adm.menu.parent')}>
              <TreeSelect
                data-testid="menu-form-parent"
                treeData={options}
                treeDefaultExpandedKeys={[0]}
                showSearch
                treeNodeFilterProp="title"
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="menuType" label={t('adm.menu.type')}>
              <Radio.Group
                data-testid="menu-form-type"
                options={(['M', 'C', 'F'] as const).map((value) => ({ value, label: t(`adm.menu.type.${value}`) }))}
              />
            </Form.Item>
          </Col>
          {type !== 'F' && (
            <Col span={24}>
              <Form.Item name="icon" label={t('adm.menu.icon')}>
                <IconPicker />
              </Form.Item>
            </Col>
          )}
          {textCol('menuName', 'adm.menu.name', 'menu-form-name', true)}
          <Col span={12}>
            <NumberItem name="orderNum" label="adm.orderNum" schema={FIELD.orderNum} testId="menu-form-order" />
          </Col>
          {type !== 'F' && (
            <>
              <Col span={12}>
                <Form.Item name="isFrame" label={t('adm.menu.isFrame')}>
                  <Radio.Group options={yesNo} />
                </Form.Item>
              </Col>
              {textCol('path', 'adm.menu.path', 'menu-form-path', true)}
            </>
          )}
          {type === 'C' && (
            <>
              {textCol('component', 'adm.menu.component', 'menu-form-component')}
              {textCol('query', 'adm.menu.query', 'menu-form-query')}
              {textCol('routeName', 'adm.menu.routeName', 'menu-form-route-name')}
            </>
          )}
          {type !== 'M' && textCol('perms', 'adm.menu.perms', 'menu-form-perms')}
          {type === 'C' && (
            <Col span={12}>
              <Form.Item name="isCache" label={t('adm.menu.isCache')}>
                <Radio.Group
                  options={[
                    { value: '0', label: t('adm.menu.cache') },
                    { value: '1', label: t('adm.menu.noCache') },
                  ]}
                />
              </Form.Item>
            </Col>
          )}
          {type !== 'F' && (
            <>
              <Col span={12}>
                <Form.Item name="visible" label={t('adm.menu.visible')}>
                  <DictRadio options={dicts[DICT_TYPES.showHide]} />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="status" label={t('common.status')}>
                  <DictRadio options={dicts[DICT_TYPES.normalDisable]} />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="menuGroup" label={t('adm.menu.menuGroup')}>
                  <Select
                    allowClear
                    placeholder={t('adm.select')}
                    options={Object.values(MENU_GROUPS).map((value) => ({
                      value,
                      label: t(`adm.menu.group.${value}`),
                    }))}
                  />
                </Form.Item>
              </Col>
            </>
          )}
        </Row>
      </Form>
    </Modal>
  );
}
