import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
  type UserCreate,
  type UserUpdate,
  userCreate,
} from '@zj/contract';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { zodRule } from '@/shared/form/zod-rule.ts';

/** Characters RuoYi refuses in passwords (a rule of the form only; the server takes any). */
const PASSWORD_ILLEGAL = /^[^<>"'|\\]+$/;

export interface UserFormValues {
  userName?: string;
  password?: string;
  nickName: string;
  deptId?: number | null;
  phonenumber?: string;
  email?: string;
  sex?: string;
  status?: string;
  postIds?: number[];
  roleIds?: number[];
  remark?: string;
}

/** Validation of the user dialog: the contract's schema of each field, with RuoYi's texts. */
export function userRules(t: TFunction) {
  const field = userCreate.shape;
  const required = (label: string) => t('common.required', { field: t(label) });
  return {
    userName: [
      zodRule(field.userName, {
        required: required('adm.user.userName'),
        invalid: t('adm.user.userNameLength', { min: USERNAME_MIN, max: USERNAME_MAX }),
      }),
    ],
    nickName: [zodRule(field.nickName, { required: required('adm.user.nickName') })],
    password: [
      zodRule(field.password, {
        required: required('adm.user.password'),
        invalid: t('adm.user.passwordLength', { min: PASSWORD_MIN, max: PASSWORD_MAX }),
      }),
      { pattern: PASSWORD_ILLEGAL, message: t('adm.user.passwordChars') },
    ] as FormRule[],
    email: [zodRule(field.email, { invalid: t('adm.emailInvalid') })],
    phonenumber: [zodRule(field.phonenumber, { invalid: t('adm.phoneInvalid') })],
  };
}

/** Form values → POST body (with userName and password) or PUT body (with userId). */
export function toUserBody(values: UserFormValues, userId?: number): UserCreate | UserUpdate {
  const common = {
    nickName: values.nickName.trim(),
    deptId: values.deptId ?? null,
    phonenumber: values.phonenumber?.trim() ?? '',
    email: values.email?.trim() ?? '',
    sex: (values.sex ?? '0') as UserCreate['sex'],
    status: (values.status ?? '0') as UserCreate['status'],
    postIds: values.postIds ?? [],
    roleIds: values.roleIds ?? [],
    remark: values.remark ?? '',
  };
  if (userId !== undefined) return { ...common, userId };
  return { ...common, userName: (values.userName ?? '').trim(), password: values.password ?? '' };
}
