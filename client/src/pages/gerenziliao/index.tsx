import { useTranslation } from 'react-i18next';
import { useCountries } from '../../api/kyc.ts';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { Loading } from '../../components/screen-states.tsx';
import { IdentityLoadFailed, ProfileEditor, useMyProfile } from '../../features/identity/index.ts';

/**
 * Personal information (gerenziliao): surname, first name, gender, birthday, country (every
 * country with its calling code, from ext.countryList), address and phone (features/identity's
 * ProfileEditor), saved with user.updateKYC.
 */
export default function PersonalInfoPage() {
  const { t } = useTranslation();
  const me = useMyProfile();
  const countries = useCountries();
  const title = t('gerenziliao.title');
  const retry = () => {
    if (me.isError) void me.refetch();
    if (countries.isError) void countries.refetch();
  };
  return (
    <main className="screen" aria-label={title}>
      <ScreenHeader title={title} />
      {me.isPending || countries.isPending ? (
        <Loading />
      ) : me.isError || countries.isError ? (
        <IdentityLoadFailed title={t('gerenziliao.loadFailed')} onRetry={retry} />
      ) : (
        <ProfileEditor info={me.data} countries={countries.data} />
      )}
    </main>
  );
}
