import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { kyc } from '../../../test/hook-fakes.ts';
import { renderPage } from '../../../test/render-routes.tsx';
import PersonalInfoPage from './index.tsx';

const api = vi.hoisted(() => ({ getMyUserInfo: vi.fn(), getPhoneCaptcha: vi.fn() }));
vi.mock('../../api/kyc.ts', async () => (await import('../../../test/hook-fakes.ts')).kycModule());
vi.mock('../../lib/notify.ts', () => ({ showToast: vi.fn() }));
vi.mock('../../api/user.ts', () => ({ getMyUserInfo: api.getMyUserInfo }));
vi.mock('../../api/auth.ts', () => ({ CAPTCHA_SCENE: { REGISTER: 1, LOGIN: 2, SECURITY: 3 }, getPhoneCaptcha: api.getPhoneCaptcha }));

const COUNTRIES = [
  { code: 'US', englishName: 'United States', chineseName: '美国', phoneCode: '1' },
  { code: 'JP', englishName: 'Japan', chineseName: '日本', phoneCode: '81' },
  { code: 'DE', englishName: 'Germany', chineseName: '德国', phoneCode: '49' },
];

const user = (over: Record<string, unknown> = {}) => ({
  id: '9',
  account: 'dave@example.com',
  phone: '5550100',
  countryCode: '1',
  kycStatus: 0,
  profile: { surname: 'Doe', firstName: 'Dave', gender: 1, birthday: '1990-05-06', country: 'US', address: '1 Main Street' },
  ...over,
});

const visit = () => renderPage(<PersonalInfoPage />, '/');

describe('personal information', () => {
  it('shows the saved profile, the country with its calling code and the registered phone', async () => {
    api.getMyUserInfo.mockResolvedValue(user());
    kyc.getCountries.mockResolvedValue(COUNTRIES);
    visit();
    expect(await screen.findByDisplayValue('Doe')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Dave')).toBeInTheDocument();
    expect(screen.getByTestId('profile-birthday')).toHaveValue('1990-05-06');
    expect(screen.getByTestId('profile-country')).toHaveTextContent('United States (+1)');
    expect(screen.getByTestId('profile-phone-code')).toHaveTextContent('+1');
    expect(screen.getByPlaceholderText('Phone number')).toHaveValue('5550100');
    // The number the user has needs no code.
    expect(screen.queryByTestId('profile-sms-code')).toBeNull();
  });

  it('picks a country from the searchable list and saves the profile', async () => {
    api.getMyUserInfo.mockResolvedValue(user({ phone: null, profile: { surname: null, firstName: null, gender: null, birthday: null, country: null, address: null } }));
    kyc.getCountries.mockResolvedValue(COUNTRIES);
    kyc.updateProfile.mockResolvedValue(user());
    visit();
    await screen.findByTestId('profile-country');
    expect(screen.getByPlaceholderText('Phone number')).toHaveValue('');
    fireEvent.change(screen.getByPlaceholderText('Surname'), { target: { value: ' Doe ' } });
    fireEvent.change(screen.getByPlaceholderText('First name'), { target: { value: 'Dave' } });
    fireEvent.click(screen.getByText('Female'));
    fireEvent.change(screen.getByTestId('profile-birthday'), { target: { value: '1991-02-03' } });
    fireEvent.change(screen.getByPlaceholderText('Address'), { target: { value: '2 Side Road' } });
    fireEvent.click(screen.getByText('Choose your country'));
    const list = await screen.findByTestId('country-list');
    fireEvent.change(screen.getByPlaceholderText('Search country or calling code'), { target: { value: '+81' } });
    await waitFor(() => expect(within(list).queryByText('Germany')).toBeNull());
    fireEvent.click(within(list).getByText('Japan'));
    expect(screen.getByTestId('profile-country')).toHaveTextContent('Japan (+81)');
    await act(async () => fireEvent.click(screen.getByTestId('profile-save')));
    await waitFor(() => expect(kyc.updateProfile).toHaveBeenCalled());
    expect(kyc.updateProfile.mock.calls[0]?.[0]).toEqual({ surname: 'Doe', firstName: 'Dave', birthday: '1991-02-03', gender: 2, country: 'JP', address: '2 Side Road' });
  });

  it('locks name and birthday once identity is verified and does not send them', async () => {
    api.getMyUserInfo.mockResolvedValue(user({ kycStatus: 2 }));
    kyc.getCountries.mockResolvedValue(COUNTRIES);
    kyc.updateProfile.mockResolvedValue(user({ kycStatus: 2 }));
    visit();
    expect(await screen.findByTestId('profile-locked')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Doe')).toBeDisabled();
    expect(screen.getByDisplayValue('Dave')).toBeDisabled();
    expect(screen.getByTestId('profile-birthday')).toBeDisabled();
    await act(async () => fireEvent.click(screen.getByTestId('profile-save')));
    await waitFor(() => expect(kyc.updateProfile).toHaveBeenCalled());
    expect(kyc.updateProfile.mock.calls[0]?.[0]).toEqual({ gender: 1, country: 'US', address: '1 Main Street' });
  });

  it('after verification an empty first name can still be filled in once; the set surname and birthday stay fixed', async () => {
    const verifiedEarly = user({ kycStatus: 2, profile: { surname: 'Doe', firstName: null, gender: 1, birthday: '1990-05-06', country: 'US', address: '1 Main Street' } });
    api.getMyUserInfo.mockResolvedValue(verifiedEarly);
    kyc.getCountries.mockResolvedValue(COUNTRIES);
    kyc.updateProfile.mockResolvedValue(verifiedEarly);
    visit();
    expect(await screen.findByDisplayValue('Doe')).toBeDisabled();
    expect(screen.getByTestId('profile-birthday')).toBeDisabled();
    const firstName = screen.getByPlaceholderText('First name');
    expect(firstName).toBeEnabled();
    fireEvent.change(firstName, { target: { value: 'Dave' } });
    await act(async () => fireEvent.click(screen.getByTestId('profile-save')));
    await waitFor(() => expect(kyc.updateProfile).toHaveBeenCalled());
    expect(kyc.updateProfile.mock.calls[0]?.[0]).toEqual({ firstName: 'Dave', gender: 1, country: 'US', address: '1 Main Street' });
  });

  it('a new phone needs the SMS code sent to it: send code (security scene), countdown, then save sends number and code', async () => {
    api.getMyUserInfo.mockResolvedValue(user());
    kyc.getCountries.mockResolvedValue(COUNTRIES);
    api.getPhoneCaptcha.mockResolvedValue({ expiresInSeconds: 600, resendInSeconds: 60 });
    kyc.updateProfile.mockResolvedValue(user({ phone: '5550199' }));
    visit();
    const input = await screen.findByPlaceholderText('Phone number');
    fireEvent.change(input, { target: { value: '555-0199' } });
    expect(input).toHaveValue('5550199');
    expect(screen.getByTestId('profile-sms-code')).toBeInTheDocument();

    // Saving without the code is stopped here, with the reason.
    await act(async () => fireEvent.click(screen.getByTestId('profile-save')));
    expect(await screen.findByTestId('profile-sms-error')).toHaveTextContent('Send a code to the new number and enter the 6 digits');
    expect(kyc.updateProfile).not.toHaveBeenCalled();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send code' })));
    expect(api.getPhoneCaptcha).toHaveBeenCalledWith({ countryCode: '1', phone: '5550199', scene: 3 });
    expect(await screen.findByRole('button', { name: 'Resend in 60s' })).toBeDisabled();

    fireEvent.change(screen.getByPlaceholderText('6-digit code sent to the new number'), { target: { value: '482913' } });
    await act(async () => fireEvent.click(screen.getByTestId('profile-save')));
    await waitFor(() => expect(kyc.updateProfile).toHaveBeenCalledTimes(1));
    expect(kyc.updateProfile.mock.calls[0]?.[0]).toEqual({
      surname: 'Doe',
      firstName: 'Dave',
      birthday: '1990-05-06',
      gender: 1,
      country: 'US',
      address: '1 Main Street',
      phoneCode: '1',
      phone: '5550199',
      smsCode: '482913',
    });
    // Saved: the new number is now the user's own, so no code is asked for any more.
    await waitFor(() => expect(screen.queryByTestId('profile-sms-code')).toBeNull());
  });

  it('picks the calling code from the country list; a malformed number cannot get a code or be saved', async () => {
    api.getMyUserInfo.mockResolvedValue(user());
    kyc.getCountries.mockResolvedValue(COUNTRIES);
    visit();
    await screen.findByPlaceholderText('Phone number');
    fireEvent.click(screen.getByTestId('profile-phone-code'));
    const list = await screen.findByTestId('country-list');
    fireEvent.change(screen.getByPlaceholderText('Search country or calling code'), { target: { value: '+81' } });
    await waitFor(() => expect(within(list).queryByText('Germany')).toBeNull());
    fireEvent.click(within(list).getByText('Japan'));
    expect(screen.getByTestId('profile-phone-code')).toHaveTextContent('+81');
    // Same digits, another country: a new number.
    expect(screen.getByTestId('profile-sms-code')).toBeInTheDocument();

    fireEvent.change(screen.getByPlaceholderText('Phone number'), { target: { value: '123' } });
    expect(screen.getByRole('button', { name: 'Send code' })).toBeDisabled();
    await act(async () => fireEvent.click(screen.getByTestId('profile-save')));
    expect(await screen.findByTestId('profile-phone-error')).toHaveTextContent('Choose a calling code and enter 4 to 15 digits');
    expect(kyc.updateProfile).not.toHaveBeenCalled();
    expect(api.getPhoneCaptcha).not.toHaveBeenCalled();
  });

  it('offers a retry when the country list cannot be loaded', async () => {
    api.getMyUserInfo.mockResolvedValue(user());
    kyc.getCountries.mockRejectedValueOnce(new Error('Network Error')).mockResolvedValue(COUNTRIES);
    visit();
    expect(await screen.findByText('Could not load your information')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('profile-country')).toHaveTextContent('United States (+1)');
  });
});
