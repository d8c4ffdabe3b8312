import { DICT_TYPES, type ProfileUpdate, profileUpdate, type UserRow } from '@zj/contract';
import { Button, Form, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/shared/api/feedback.ts';
import { maxLengthOf, zodRule } from '@/shared/form/zod-rule.ts';
import { useSession } from '@/shared/store/session-store.ts';
import { DictRadio } from '@/shared/ui/dict/dict-select.tsx';
import { useDict } from '@/shared/ui/dict/use-dict.ts';
import { updateProfile } from '../api/update-profile.ts';

/** The contract's schema of each field. */
const field = profileUpdate.shape;

/**
 * 基本资料: nickname, phone, e-mail, sex. The phone number and the e-mail are optional unless
 * the user has one already (then it may be changed, not emptied).
 */
export function BasicInfoForm({ user, onSaved }: { user: UserRow; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ProfileUpdate>();
  const dicts = useDict(DICT_TYPES.userSex);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    form.setFieldsValue({
      nickName: user.nickName,
      phonenumber: user.phonenumber,
      email: user.email,
      sex: user.sex as ProfileUpdate['sex'],
    });
  }, [user, form]);
  const submit = async (values: ProfileUpdate) => {
    setSaving(true);
    try {
      const body: ProfileUpdate = {
        nickName: values.nickName.trim(),
        phonenumber: values.phonenumber?.trim() ?? '',
        email: values.email?.trim() ?? '',
        sex: values.sex,
      };
      await updateProfile(body);
      const session = useSession.getState();
      if (session.user) useSession.setState({ user: { ...session.user, nickName: body.nickName } });
      feedback().success(t('common.editSuccess'));
      onSaved();
    } catch {
      // Told by the request client.
    } finally {
      setSaving(false);
    }
  };
  const required = (label: string) => t('common.required', { field: t(label) });
  const requiredIfSet = (stored: string, label: string) => (stored.trim() ? required(label) : undefined);
  return (
    <Form form={form} labelCol={{ flex: '100px' }} onFinish={submit} data-testid="profile-basic-form">
      <Form.Item
        name="nickName"
        label={t('adm.user.nickName')}
        rules={[zodRule(field.nickName, { required: required('adm.user.nickName') })]}
      >
        <Input data-testid="profile-nickName" maxLength={maxLengthOf(field.nickName)} />
      </Form.Item>
      <Form.Item
        name="phonenumber"
        label={t('adm.profile.phone')}
        rules={[
          zodRule(field.phonenumber, {
            required: requiredIfSet(user.phonenumber, 'adm.profile.phone'),
            invalid: t('adm.phoneInvalid'),
          }),
        ]}
      >
        <Input data-testid="profile-phone" maxLength={11} />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('adm.profile.email')}
        rules={[
          zodRule(field.email, {
            required: requiredIfSet(user.email, 'adm.profile.email'),
            invalid: t('adm.emailInvalid'),
          }),
        ]}
      >
        <Input data-testid="profile-email" maxLength={50} />
      </Form.Item>
      <Form.Item name="sex" label={t('adm.user.sex')}>
        <DictRadio options={dicts[DICT_TYPES.userSex]} />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Space>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="profile-basic-save">
            {t('adm.save')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
