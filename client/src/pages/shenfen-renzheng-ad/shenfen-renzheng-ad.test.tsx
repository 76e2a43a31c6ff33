import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { kyc } from '../../../test/hook-fakes.ts';
import { kycRecord, renderPage } from '../../../test/render-routes.tsx';
import { describe, expect, it, vi } from 'vitest';
import IdentityAdvancedPage from './index.tsx';

vi.mock('../../api/kyc.ts', async () => (await import('../../../test/hook-fakes.ts')).kycModule());

const record = (over: Record<string, unknown>) => kycRecord({ status: 2, ...over });

const visit = () => renderPage(<IdentityAdvancedPage />, '/shenfenRenzhengAd', { routes: { '/shenfenRenzheng': 'basic form', '/renzhengResult': 'result page' } });

const fill = (placeholder: string, value: string, index = 0) =>
  fireEvent.change(screen.getAllByPlaceholderText(placeholder)[index]!, { target: { value } });

function fillAll() {
  fill('Mobile number', '5550100');
  fill('Current address', '1 Main Street, Springfield');
  fill('Surname', 'Doe');
  fill('First name', 'Jane');
  fill('Relationship', 'Sister');
  fill('Mobile number', '5550111', 1);
  fill('Address', '2 Main Street, Springfield');
}

describe('advanced identity verification', () => {
  it('waits for basic verification to be authorized', async () => {
    kyc.listMyKyc.mockResolvedValue([record({ status: 1 })]);
    visit();
    expect(await screen.findByText('Available once basic verification is authorized')).toBeInTheDocument();
    expect(screen.queryByTestId('kyc-ad-submit')).toBeNull();
  });

  it('sends a user without basic verification to start it', async () => {
    kyc.listMyKyc.mockResolvedValue([]);
    const router = visit();
    fireEvent.click(await screen.findByTestId('kyc-ad-go-basic'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shenfenRenzheng'));
  });

  it('submits the contact details and the emergency contact, then opens the result', async () => {
    kyc.listMyKyc.mockResolvedValue([record({})]);
    kyc.applyAdvanced.mockResolvedValue(record({ id: '2', level: 2, status: 1 }));
    const router = visit();
    await screen.findByTestId('kyc-ad-submit');
    fillAll();
    await act(async () => fireEvent.click(screen.getByTestId('kyc-ad-submit')));
    await waitFor(() => expect(kyc.applyAdvanced).toHaveBeenCalled());
    expect(kyc.applyAdvanced.mock.calls[0]?.[0]).toEqual({
      contactPhoneCode: '1',
      contactPhone: '5550100',
      currentAddress: '1 Main Street, Springfield',
      emergencyContact: { surname: 'Doe', name: 'Jane', relationship: 'Sister', phoneCode: '1', phone: '5550111', address: '2 Main Street, Springfield' },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/renzhengResult'));
  });

  it('refuses a phone number that is not 4 to 15 digits', async () => {
    kyc.listMyKyc.mockResolvedValue([record({})]);
    visit();
    await screen.findByTestId('kyc-ad-submit');
    fillAll();
    fill('Mobile number', '55-01');
    await act(async () => fireEvent.click(screen.getByTestId('kyc-ad-submit')));
    expect(await screen.findByText('Enter 4 to 15 digits')).toBeInTheDocument();
    expect(kyc.applyAdvanced).not.toHaveBeenCalled();
  });

  it('shows the reason of a rejected advanced submission above the form', async () => {
    kyc.listMyKyc.mockResolvedValue([record({ id: '2', level: 2, status: -1, rejectReason: 'Phone unreachable' }), record({})]);
    visit();
    expect(await screen.findByTestId('kyc-ad-rejected')).toHaveTextContent('Phone unreachable');
  });

  it.each([1, 2])('sends a user whose advanced submission has status %d to the result page', async (status) => {
    kyc.listMyKyc.mockResolvedValue([record({ id: '2', level: 2, status }), record({})]);
    const router = visit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/renzhengResult'));
  });
});
