import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatServerTime } from '../../lib/format.ts';
import { useUserStore } from '../../store/user-store.ts';
import { argsOf, http, toast } from '../../../test/fakes.ts';
import { serveLoan, type FakeLoanServer } from '../../../test/loan-ieo-fixtures.ts';
import { renderPage } from '../../../test/render-routes.tsx';
import { expectAmountProblems, expectTexts, typeAmount } from '../../../test/screen-checks.ts';
import LoanOrdersPage from '../jiedai-order/index.tsx';
import LoanAccountPage from './index.tsx';

vi.mock('../../lib/notify.ts', async () => (await import('../../../test/fakes.ts')).notifyModule);
vi.mock('../../api/http.ts', async (original) => (await import('../../../test/fakes.ts')).httpModule(original));

/** signature_pad stands in for a canvas jsdom cannot draw on: a stroke is a data entry and an endStroke event. */
const pads = vi.hoisted(() => ({ current: null as null | { strokes: unknown[]; listeners: Map<string, () => void> } }));
vi.mock('signature_pad', () => ({
  default: class {
    strokes: unknown[] = [];
    listeners = new Map<string, () => void>();
    constructor() {
      pads.current = this;
    }
    addEventListener(type: string, fn: () => void) {
      this.listeners.set(type, fn);
    }
    removeEventListener(type: string) {
      this.listeners.delete(type);
    }
    off() {}
    clear() {
      this.strokes = [];
    }
    isEmpty() {
      return this.strokes.length === 0;
    }
    toData() {
      return [...this.strokes];
    }
    fromData(strokes: unknown[]) {
      this.strokes = [...strokes];
    }
  },
}));
const stroke = () =>
  act(() => {
    pads.current?.strokes.push({ points: [{ x: 1, y: 1 }] });
    pads.current?.listeners.get('endStroke')?.();
  });

const visit = () =>
  renderPage(<LoanAccountPage />, '/jiedai', {
    routes: { '/jiedaiOrder': <LoanOrdersPage />, '/shenfenRenzheng': 'identity' },
    available: ['/jiedai', '/jiedaiOrder', '/shenfenRenzheng'],
  });

const openOffer = async (id: string) => fireEvent.click(within(await screen.findByTestId(`offer-${id}`)).getByTestId('offer-apply'));
const posts = (path: string) => argsOf(http.post, path);

let server: FakeLoanServer;
beforeEach(() => {
  // 2026-01-10 20:00 UTC = 2026-01-11 04:00 region time (UTC+8).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-01-10T20:00:00Z'));
  server = serveLoan();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ scale: () => undefined } as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback: BlobCallback) => callback(new Blob(['png'], { type: 'image/png' })));
  useUserStore.setState({ userInfo: { id: 'u42', level: 1, account: 'alice@sandbox.test', profile: { firstName: 'Alice', surname: 'Liddell' } } });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  pads.current = null;
});

describe('loan account', () => {
  it('shows the limit, what is used and available, and what is owed with interest', async () => {
    visit();
    await waitFor(() => expect(screen.getByTestId('available-limit')).toHaveTextContent('1,500.00'));
    expect(screen.queryByTestId('verify-for-credit')).toBeNull();
    expectTexts({
      'credit-limit': '2,000.00',
      'used-limit': '500.00',
      'outstanding-principal': '500.00',
      'outstanding-interest': '1.50',
      // 500 + 1.5
      'outstanding-total': '501.50',
    });
  });

  it('tells an unverified user how to get a credit limit', async () => {
    server.info = { ...server.info, creditLimit: '0', usedLimit: '0', availableLimit: '0', outstandingPrincipal: '0', outstandingInterest: '0', activeCount: 0 };
    const router = visit();
    fireEvent.click(await screen.findByTestId('verify-for-credit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shenfenRenzheng'));
  });

  it('lists credit offers, and pledge offers with their collateral', async () => {
    visit();
    const credit = await screen.findByTestId('offer-demo-loan-credit-7');
    expectTexts({
      'offer-range': '100.00 - 2,000.00 USDT',
      'offer-max-kyc': '20,000.00 USDT',
      'offer-days': '7 days',
      'offer-rate': '0.1%',
    }, credit);
    expect(screen.queryByTestId('offer-demo-loan-pledge-btc')).toBeNull();
    fireEvent.click(within(screen.getByTestId('type-filter')).getByText('Pledge loan'));
    const pledge = await screen.findByTestId('offer-demo-loan-pledge-btc');
    expect(within(pledge).getByTestId('offer-collateral')).toHaveTextContent('BTC, worth 150% of the loan');
    expect(within(pledge).getByTestId('offer-days')).toHaveTextContent('30 days');
  });

  it('shows the total interest (truncated), the total and the repayment date before signing', async () => {
    visit();
    await openOffer('demo-loan-credit-7');
    // 1234.56 x 0.1 / 100 x 7 = 8.64192 -> 8.64; repaid at the end: 1243.20; approved now: 7 x 24 h later.
    typeAmount('1234.56', 'loan-amount');
    expectTexts({
      'total-interest': '8.64 USDT',
      'total-repay': '1,243.20 USDT',
      'repay-date': formatServerTime('2026-01-18 04:00:00'),
    });
  });

  it('dates the repayment on the server clock when QA moved it ahead', async () => {
    server.clockAheadMs = 3 * 86_400_000;
    visit();
    await openOffer('demo-loan-credit-7');
    typeAmount('100', 'loan-amount');
    // 100 x 0.1 % x 7 = 0.70
    expect(screen.getByTestId('total-interest')).toHaveTextContent('0.70 USDT');
    expect(screen.getByTestId('repay-date')).toHaveTextContent(formatServerTime('2026-01-21 04:00:00'));
  });

  it('says what is wrong with an amount before anything is sent', async () => {
    visit();
    await openOffer('demo-loan-credit-7');
    expectAmountProblems([
      ['50', 'Between 100.00 and 2,000.00 USDT'],
      ['2500', 'Up to 2,000.00 USDT at your level; advanced identity verification raises it to 20,000.00 USDT'],
      // Within the offer but above what the credit limit leaves.
      ['1800', 'Your available credit is 1,500.00 USDT'],
      ['10.123', 'At most 2 decimals'],
    ], { field: 'loan-amount', problem: 'amount-problem' });
    expect(screen.getByTestId('to-agreement')).toBeDisabled();
    expect(http.post).not.toHaveBeenCalled();
  });

  it('fills the agreement in, needs a signature and consent, uploads the signature and applies with it', async () => {
    const router = visit();
    await openOffer('demo-loan-credit-7');
    typeAmount('1234.56', 'loan-amount');
    expect(screen.getByTestId('date-note')).toHaveTextContent('The term starts when the loan is approved');
    expect(screen.getByTestId('date-note')).not.toHaveTextContent(/collateral/i);
    fireEvent.click(screen.getByTestId('to-agreement'));
    const agreement = await screen.findByTestId('agreement');
    // The borrower by the name they gave and their account, never the internal id.
    expect(agreement).toHaveTextContent('you, Alice Liddell (alice@sandbox.test) (the borrower), for the loan "Credit loan 7 days"');
    expect(agreement).not.toHaveTextContent('u42');
    expect(screen.getByTestId('agreement-terms')).toHaveTextContent('Amount: 1,234.56 USDT. Term: 7 days. Daily rate: 0.1%. Total interest: 8.64 USDT');
    expect(screen.getByTestId('agreement-dates')).toHaveTextContent(`it ends on ${formatServerTime('2026-01-18 04:00:00')}, when 1,243.20 USDT is repaid`);
    // A credit loan's agreement and notes say nothing of collateral.
    expect(screen.queryByTestId('agreement-pledge')).toBeNull();
    expect(agreement).not.toHaveTextContent(/collateral/i);
    // No inner scroll box: the penalty clause is on the way to the signature, and the key terms sit just above it.
    expect(agreement.style.overflowY).toBe('');
    expect(screen.getByTestId('agreement-overdue')).toHaveTextContent('a penalty of twice the daily rate (0.1% x 2)');
    const summary = screen.getByTestId('agreement-summary');
    expectTexts({
      'summary-borrower': 'Alice Liddell (alice@sandbox.test)',
      'summary-amount': '1,234.56 USDT',
      'summary-rate': '0.1%',
      'summary-term': '7 days',
      // 1,234.56 + 8.64 interest.
      'summary-total': '1,243.20 USDT',
      'summary-penalty': '0.2% of the principal a day',
    }, summary);
    expect(summary.compareDocumentPosition(screen.getByTestId('signature-canvas')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const submit = screen.getByTestId('apply-submit');
    expect(submit).toBeDisabled();
    stroke();
    expect(screen.getByTestId('signature-state')).toHaveTextContent('Signed');
    // Undo takes the stroke back; drawing again signs again.
    fireEvent.click(screen.getByTestId('signature-undo'));
    expect(screen.getByTestId('signature-state')).toHaveTextContent('Draw your signature in the box');
    stroke();
    stroke();
    fireEvent.click(screen.getByTestId('signature-clear'));
    expect(screen.getByTestId('signature-state')).toHaveTextContent('Draw your signature in the box');
    stroke();
    expect(submit).toBeDisabled();
    fireEvent.click(screen.getByText('I have read and agree to the loan agreement'));
    await waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(submit);

    await waitFor(() => expect(router.state.location.pathname).toBe('/jiedaiOrder'));
    expect(http.upload).toHaveBeenCalledTimes(1);
    const [uploadPath, file, fields] = http.upload.mock.calls[0] as [string, File, Record<string, string>];
    expect(uploadPath).toBe('/sys/common/upload');
    expect(fields).toEqual({ biz: '3' });
    expect(file.type).toBe('image/png');
    expect(posts('/prod/appLoanOrder/creditApply')).toEqual([{ setId: 'demo-loan-credit-7', amount: '1234.56', signatureUploadId: 'up-7', agree: true }]);
    expect(toast).toHaveBeenCalledWith({ icon: 'success', content: 'Application sent for review' });
    expect(await screen.findByTestId('loan-l100')).toBeInTheDocument();
  });

  it('applies for a pledge loan through pledgeApply, with the collateral in the agreement', async () => {
    visit();
    fireEvent.click(within(await screen.findByTestId('type-filter')).getByText('Pledge loan'));
    await openOffer('demo-loan-pledge-btc');
    // 1000 x 150 % = 1500 USDT of BTC; interest 1000 x 0.05 % x 30 = 15.
    typeAmount('1000', 'loan-amount');
    expectTexts({
      'pledge-value': '1,500.00 USDT',
      'total-interest': '15.00 USDT',
      'date-note': 'The collateral is frozen at the live price when you apply.',
    });
    fireEvent.click(screen.getByTestId('to-agreement'));
    expect(await screen.findByTestId('agreement-pledge')).toHaveTextContent('Collateral: BTC worth 1,500.00 USDT (150% of the loan)');
    expect(screen.getByTestId('agreement-pledge')).toHaveTextContent('At a loan-to-value of 80% you are warned; at 90% the collateral repays the loan.');
    stroke();
    fireEvent.click(screen.getByText('I have read and agree to the loan agreement'));
    fireEvent.click(screen.getByTestId('apply-submit'));
    await waitFor(() => expect(posts('/prod/appLoanOrder/pledgeApply')).toHaveLength(1));
    expect(posts('/prod/appLoanOrder/pledgeApply')[0]).toMatchObject({ setId: 'demo-loan-pledge-btc', amount: '1000', signatureUploadId: 'up-7' });
    expect(posts('/prod/appLoanOrder/creditApply')).toEqual([]);
  });

  it('stays on the form when the server refuses (its message was shown), nothing navigates', async () => {
    server.refuse = 'One open credit loan at a time';
    const router = visit();
    await openOffer('demo-loan-credit-7');
    typeAmount('200', 'loan-amount');
    fireEvent.click(screen.getByTestId('to-agreement'));
    stroke();
    fireEvent.click(await screen.findByText('I have read and agree to the loan agreement'));
    fireEvent.click(screen.getByTestId('apply-submit'));
    await waitFor(() => expect(http.post).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByTestId('apply-submit')).toBeEnabled());
    expect(router.state.location.pathname).toBe('/jiedai');
    expect(toast).not.toHaveBeenCalled();
  });

  it('shows the error state of the offers and retries', async () => {
    server.failNext = 'Service unavailable';
    visit();
    fireEvent.click(await screen.findByTestId('retry'));
    expect(await screen.findByTestId('offer-demo-loan-credit-7')).toBeInTheDocument();
  });

  it('shows the empty state when nothing of a kind is offered', async () => {
    server.sets = [];
    visit();
    expect(await screen.findByText('No loans of this kind on offer')).toBeInTheDocument();
  });
});
