import { Button, Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { PASSWORD_TYPE, useWithdrawalPasswordMutation } from '../../api/finance.ts';
import { NewPasswordFields } from '../../components/account-form-items.tsx';
import { showToast } from '../../lib/notify.ts';

interface PasswordForm {
  current: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Set the first withdrawal password (`isSet` false: confirmed with the login password) or change
 * it (confirmed with the current withdrawal password): user.changePassword type 2. `onDone` runs once it is saved.
 */
export function WithdrawalPasswordForm({ isSet, onDone }: { isSet: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const mutation = useWithdrawalPasswordMutation();

  const submit = async (v: PasswordForm) => {
    if (mutation.isPending) return;
    try {
      await mutation.mutateAsync({
        type: PASSWORD_TYPE.WITHDRAWAL,
        ...(isSet ? { oldPassword: v.current } : { loginPassword: v.current }),
        newPassword: v.newPassword,
        confirmPassword: v.confirmPassword,
      });
      showToast({ icon: 'success', content: t('withdrawalPassword.success'), duration: 2000 });
      onDone();
    } catch {
      // The http instance shows the server's message.
    }
  };

  return (
    <Form
      layout="vertical"
      onFinish={(v: PasswordForm) => void submit(v)}
      footer={
        <Button block type="submit" color="primary" size="large" loading={mutation.isPending} disabled={mutation.isPending}>
          {t('withdrawalPassword.submit')}
        </Button>
      }
    >
      <Form.Item
        name="current"
        label={t(isSet ? 'withdrawalPassword.old' : 'withdrawalPassword.loginPassword')}
        rules={[{ required: true, message: t(isSet ? 'withdrawalPassword.oldPlaceholder' : 'withdrawalPassword.loginPasswordPlaceholder') }]}
      >
        <Input
          type="password"
          placeholder={t(isSet ? 'withdrawalPassword.oldPlaceholder' : 'withdrawalPassword.loginPasswordPlaceholder')}
          autoComplete="current-password"
        />
      </Form.Item>
      <NewPasswordFields name="newPassword" text={(role) => t(`withdrawalPassword.${role}`)} />
    </Form>
  );
}
