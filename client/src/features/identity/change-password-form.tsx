import { Button, Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useChangePasswordMutation } from '../../api/user.ts';
import { NewPasswordFields } from '../../components/account-form-items.tsx';
import { showToast } from '../../lib/notify.ts';

interface ChangeForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Change the login password: old, new, and new again. `onDone` runs once it is changed. */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const mutation = useChangePasswordMutation();

  const submit = async (v: ChangeForm) => {
    try {
      await mutation.mutateAsync({ type: 1, oldPassword: v.oldPassword, newPassword: v.newPassword, confirmPassword: v.confirmPassword });
      showToast({ icon: 'success', content: t('changePassword.success'), duration: 2000 });
      onDone();
    } catch {
      // Shown by the http instance.
    }
  };

  return (
    <Form
      layout="vertical"
      onFinish={(values: ChangeForm) => void submit(values)}
      footer={
        <Button block type="submit" color="primary" size="large" loading={mutation.isPending}>
          {t('changePassword.submit')}
        </Button>
      }
    >
      <Form.Item name="oldPassword" label={t('changePassword.old')} rules={[{ required: true, message: t('changePassword.oldPlaceholder') }]}>
        <Input type="password" placeholder={t('changePassword.oldPlaceholder')} autoComplete="current-password" />
      </Form.Item>
      <NewPasswordFields name="newPassword" text={(role) => t(`changePassword.${role}`)} />
    </Form>
  );
}
