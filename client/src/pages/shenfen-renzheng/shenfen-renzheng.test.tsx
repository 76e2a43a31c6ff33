import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { kyc } from '../../../test/hook-fakes.ts';
import { kycRecord, renderPage } from '../../../test/render-routes.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import IdentityBasicPage from './index.tsx';

vi.mock('../../api/kyc.ts', async () => (await import('../../../test/hook-fakes.ts')).kycModule());
const uploads = vi.hoisted(() => ({ uploadImage: vi.fn(), fetchUploadBlob: vi.fn() }));
vi.mock('../../api/upload.ts', () => uploads);

const record = kycRecord;

const visit = () => renderPage(<IdentityBasicPage />, '/shenfenRenzheng', { routes: { '/renzhengResult': 'result page' } });

let uploadCount = 0;
function mockUploads() {
  uploads.uploadImage.mockImplementation(() => {
    uploadCount += 1;
    return Promise.resolve({ id: String(100 + uploadCount), url: `/api/sys/common/file/${100 + uploadCount}`, mimeType: 'image/png', size: 10 });
  });
  uploads.fetchUploadBlob.mockResolvedValue(new Blob(['x'], { type: 'image/png' }));
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
}

const png = () => new File([new Uint8Array(10)], 'a.png', { type: 'image/png' });
const type = (label: string, value: string) => fireEvent.change(screen.getByPlaceholderText(label), { target: { value } });

async function uploadBoth() {
  fireEvent.change(screen.getByTestId('kyc-front-input'), { target: { files: [png()] } });
  await screen.findByTestId('kyc-front-preview');
  fireEvent.change(screen.getByTestId('kyc-second-input'), { target: { files: [png()] } });
  await screen.findByTestId('kyc-second-preview');
}

/** The empty form with the name and `docNumber` typed in, submitted without photos. */
async function submitTyped(docNumber: string) {
  kyc.listMyKyc.mockResolvedValue([]);
  visit();
  await screen.findByText('Full name');
  type('Enter your name as on the document', 'Dave Doe');
  type('Enter the document number', docNumber);
  await act(async () => fireEvent.click(screen.getByTestId('kyc-submit')));
}

afterEach(() => uploadCount = 0);

describe('basic identity verification', () => {
  it('shows the form with the photo guidance when nothing was submitted', async () => {
    kyc.listMyKyc.mockResolvedValue([]);
    visit();
    expect(await screen.findByText('Full name')).toBeInTheDocument();
    const guide = screen.getByTestId('kyc-guide');
    expect(guide).toHaveTextContent('Complete border');
    expect(guide).toHaveTextContent('Uniform brightness');
    expect(guide).toHaveTextContent('Clear focus');
    expect(screen.getByText('Front of the ID card')).toBeInTheDocument();
    expect(screen.getByText('Back of the ID card')).toBeInTheDocument();
  });

  it('asks for both ID card photos before submitting', async () => {
    await submitTyped('E1234589');
    expect(await screen.findByTestId('kyc-photo-missing')).toHaveTextContent('Upload the front and the back of the ID card');
    expect(kyc.applyKyc).not.toHaveBeenCalled();
  });

  it('refuses a malformed document number', async () => {
    await submitTyped('E1!');
    expect(await screen.findByText('4 to 32 letters, digits or hyphens')).toBeInTheDocument();
    expect(kyc.applyKyc).not.toHaveBeenCalled();
  });

  it('submits an ID card with front and back, then opens the result', async () => {
    kyc.listMyKyc.mockResolvedValue([]);
    mockUploads();
    let resolve: (v: unknown) => void = () => undefined;
    kyc.applyKyc.mockImplementation(() => new Promise((r) => (resolve = r)));
    const router = visit();
    await screen.findByText('Full name');
    type('Enter your name as on the document', ' Dave Doe ');
    type('Enter the document number', 'E1234589');
    await uploadBoth();
    await act(async () => fireEvent.click(screen.getByTestId('kyc-submit')));
    await waitFor(() => expect(kyc.applyKyc).toHaveBeenCalled());
    expect(kyc.applyKyc.mock.calls[0]?.[0]).toEqual({
      realName: 'Dave Doe',
      docType: 2,
      docNumber: 'E1234589',
      frontUploadId: '101',
      backUploadId: '102',
    });
    // The money-moving rule applies to every submission: no double submit while in flight.
    expect(screen.getByTestId('kyc-submit')).toBeDisabled();
    await act(async () => resolve(record({})));
    await waitFor(() => expect(router.state.location.pathname).toBe('/renzhengResult'));
  });

  it('sends the portrait page for a passport', async () => {
    kyc.listMyKyc.mockResolvedValue([]);
    kyc.applyKyc.mockResolvedValue(record({ docType: 1 }));
    mockUploads();
    visit();
    await screen.findByText('Full name');
    fireEvent.click(screen.getByText('Passport'));
    expect(await screen.findByText('Passport photo page')).toBeInTheDocument();
    expect(screen.getByText('Passport portrait page')).toBeInTheDocument();
    type('Enter your name as on the document', 'Dave Doe');
    type('Enter the document number', 'P9988776');
    await uploadBoth();
    await act(async () => fireEvent.click(screen.getByTestId('kyc-submit')));
    await waitFor(() => expect(kyc.applyKyc).toHaveBeenCalled());
    expect(kyc.applyKyc.mock.calls[0]?.[0]).toMatchObject({ docType: 1, frontUploadId: '101', portraitUploadId: '102' });
    expect(kyc.applyKyc.mock.calls[0]?.[0]).not.toHaveProperty('backUploadId');
  });

  it('shows the rejection reason above the form so the user can resubmit', async () => {
    kyc.listMyKyc.mockResolvedValue([record({ status: -1, rejectReason: 'Photo is blurred' })]);
    visit();
    expect(await screen.findByTestId('kyc-rejected')).toHaveTextContent('Photo is blurred');
    expect(screen.getByTestId('kyc-submit')).toBeEnabled();
  });

  it.each([1, 2])('sends a user whose submission has status %d to the result page', async (status) => {
    kyc.listMyKyc.mockResolvedValue([record({ status })]);
    const router = visit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/renzhengResult'));
  });

  it('offers a retry when the state cannot be loaded', async () => {
    kyc.listMyKyc.mockRejectedValueOnce(new Error('Network Error')).mockResolvedValue([]);
    visit();
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Full name')).toBeInTheDocument();
  });
});
