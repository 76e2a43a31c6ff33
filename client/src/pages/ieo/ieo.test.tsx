import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drawAllocation, seedCommitment, type IeoAllocation } from '@sandbox/shared/ieo-draw';
import { toDecimal } from '@sandbox/shared/format';
import { regionTimeToEpoch } from '@sandbox/shared/time';
import type { IeoDraw } from '../../api/ieo.ts';
import { formatServerTime, quantityText } from '../../lib/format.ts';
import { argsOf, http, toast } from '../../../test/fakes.ts';
import { ieoOrder, project, serveLoan, type FakeLoanServer } from '../../../test/loan-ieo-fixtures.ts';
import { renderPage } from '../../../test/render-routes.tsx';
import { expectTexts, retryThenSee } from '../../../test/screen-checks.ts';
import IeoPage from './index.tsx';

vi.mock('../../lib/notify.ts', async () => (await import('../../../test/fakes.ts')).notifyModule);
vi.mock('../../api/http.ts', async (original) => (await import('../../../test/fakes.ts')).httpModule(original));

const SEED = 'b'.repeat(64);
const drawn = project({
  id: 'demo-ieo-orb',
  name: 'Orbit Pay',
  currency: 'ORB',
  estimatedPrice: '0.1',
  winningPrice: '0.08',
  totalSupply: '20000000',
  status: 3,
  myAppliedQuantity: '5000',
  allocation: 'lottery',
  seedHash: seedCommitment(SEED),
  seed: SEED,
});

/**
 * Published draw data whose allotments are the shared rule's own answer for SEED (the known
 * answer): ORB with 2 decimals, lots of 100.
 */
function publishedDraw(allocation: IeoAllocation, totalSupply: string, applications: Array<[orderNo: string, quantity: string]>): IeoDraw {
  const input = { seed: SEED, allocation, totalSupply, lotSize: '100', decimals: 2, applications: applications.map(([orderNo, quantity]) => ({ orderNo, quantity })) };
  const won = drawAllocation(input);
  return {
    ...input,
    projectId: 'demo-ieo-orb',
    currency: 'ORB',
    seedHash: seedCommitment(SEED),
    applications: input.applications.map((a) => ({ ...a, won: won.get(a.orderNo)! })),
  };
}
/** 1,501 ORB asked of 1,000: shares truncated to 2 decimals, the cents left over placed by the seed. */
const proRataDraw = publishedDraw('proRata', '1000', [
  ['IEO1', '700'],
  ['IEO2', '500'],
  ['IEO3', '301'],
]);
const plus = (a: string, b: number) => toDecimal(a)!.plus(b).toFixed();
/** The allocation table's rows as the cells' texts (the header left out). */
const allocationRows = () =>
  within(screen.getByTestId('draw-applications'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));

const visit = () => renderPage(<IeoPage />, '/ieo');
/** The open confirmation's button (a closed dialog may still be leaving the page). */
const confirmButton = () => screen.getAllByRole('button', { name: 'Confirm' }).at(-1) as HTMLElement;
const quantityInput = () => screen.getByTestId('ieo-quantity').querySelector('input') as HTMLInputElement;

/** The fake server's sandbox clock set to a region time (its answers' envelope timestamp). */
const clockAt = (regionTime: string) => regionTimeToEpoch(regionTime) - Date.now();

let server: FakeLoanServer;
beforeEach(() => {
  // Sandbox Chain's window is 2026-01-09 04:00 to 2026-01-16 04:00; Demo Finance's opens after it.
  server = serveLoan({
    projects: [
      project(),
      drawn,
      project({ id: 'demo-ieo-dmf', name: 'Demo Finance', currency: 'DMF', status: 0, seedHash: null, subscribeStart: '2026-01-23 04:00:00', subscribeEnd: '2026-01-30 04:00:00' }),
    ],
    clockAheadMs: clockAt('2026-01-12 04:00:00'),
  });
});
afterEach(() => vi.useRealTimers());

describe('IEO', () => {
  it('shows each project with its calendar, state and the published seed hash', async () => {
    visit();
    const sbx = await screen.findByTestId('project-demo-ieo-sbx');
    expectTexts({
      'project-status': 'Issuing',
      'project-price': '0.05 USDT',
      'project-supply': '10,000,000 SBX',
      'project-max': '100 - 100,000 SBX',
      'project-seed-hash': 'a'.repeat(64),
    }, sbx);
    expect(within(sbx).queryByTestId('project-seed')).toBeNull();
    expect(within(sbx).getByTestId('apply-box')).toBeInTheDocument();

    const orb = screen.getByTestId('project-demo-ieo-orb');
    expectTexts({
      'project-status': 'Listed',
      'project-winning-price': '0.08 USDT',
      'project-mine': '5,000 ORB',
      'project-seed': SEED,
    }, orb);
    expect(within(orb).queryByTestId('apply-box')).toBeNull();

    const dmf = screen.getByTestId('project-demo-ieo-dmf');
    expect(within(dmf).getByTestId('project-status')).toHaveTextContent('Upcoming');
    expect(within(dmf).queryByTestId('project-seed-hash')).toBeNull();
    expect(within(dmf).queryByTestId('apply-box')).toBeNull();
    expect(within(dmf).getByTestId('project-window-later')).toHaveTextContent(`Subscriptions open at ${formatServerTime('2026-01-23 04:00:00')}.`);
    expect(within(sbx).queryByTestId('project-window-closed')).toBeNull();
  });

  it('a project still issuing after its window closed at the sandbox clock says so and when the draw is due, with no apply box', async () => {
    // Days ahead of the device's clock (QA moved it): past Sandbox Chain's window end, before its draw.
    server.clockAheadMs = clockAt('2026-01-16 04:00:00');
    visit();
    const sbx = await screen.findByTestId('project-demo-ieo-sbx');
    expect(within(sbx).getByTestId('project-status')).toHaveTextContent('Issuing');
    expect(within(sbx).getByTestId('project-window-closed')).toHaveTextContent(`Subscriptions have closed. The draw is due at ${formatServerTime('2026-01-17 04:00:00')}.`);
    expect(within(sbx).queryByTestId('apply-box')).toBeNull();
    expect(screen.queryByTestId('ieo-quantity')).toBeNull();
    // Drawn and listed projects are past their draw: no window note.
    expect(within(screen.getByTestId('project-demo-ieo-orb')).queryByTestId('project-window-closed')).toBeNull();
  });

  it('while the screen stays open, reads the projects again once the window ends: the apply box gives way to the closed note', async () => {
    // The sandbox clock (the fake server's timestamps follow the faked Date) a minute before Sandbox Chain's window ends.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.clockAheadMs = clockAt('2026-01-16 03:59:00');
    visit();
    const sbx = await screen.findByTestId('project-demo-ieo-sbx');
    expect(within(sbx).getByTestId('apply-box')).toBeInTheDocument();
    const listReads = () => argsOf(http.raw, '/prod/appProdIoe/listMy').length;
    const readsBefore = listReads();
    // At the end itself nothing is read yet: the board waits a second past it, for the server to pass it too.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(listReads()).toBe(readsBefore);
    expect(within(sbx).getByTestId('apply-box')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    await waitFor(() => expect(within(screen.getByTestId('project-demo-ieo-sbx')).getByTestId('project-window-closed')).toBeInTheDocument());
    expect(listReads()).toBe(readsBefore + 1);
    expect(within(screen.getByTestId('project-demo-ieo-sbx')).queryByTestId('apply-box')).toBeNull();
    expect(screen.getByTestId('project-window-closed')).toHaveTextContent(`Subscriptions have closed. The draw is due at ${formatServerTime('2026-01-17 04:00:00')}.`);
  });

  it('before the draw, explains the published commitment in plain words; upcoming and undrawn projects say what there is', async () => {
    server.projects.push(project({ id: 'demo-ieo-old', name: 'Old Listing', currency: 'OLD', status: 3, seedHash: null, seed: null }));
    visit();
    const sbx = await screen.findByTestId('project-demo-ieo-sbx');
    expect(within(sbx).getByTestId('project-draw-section')).toHaveTextContent('Draw commitment');
    expect(within(sbx).getByTestId('project-seed-hash')).toHaveTextContent('a'.repeat(64));
    expect(within(sbx).getByTestId('project-commitment-explain')).toHaveTextContent(
      'Before subscriptions opened we published this fingerprint (SHA-256) of a secret number, the seed. After the draw we reveal the seed; anyone can check that it matches this fingerprint, so the allocation could not be changed after seeing who applied.',
    );
    expect(within(sbx).getByTestId('project-reveal-at')).toHaveTextContent(`The seed is revealed at the draw: ${formatServerTime('2026-01-17 04:00:00')}.`);
    expect(within(sbx).queryByTestId('project-draw-data')).toBeNull();
    // Upcoming: nothing committed yet, and the card says when it will be.
    expect(within(screen.getByTestId('project-demo-ieo-dmf')).getByTestId('project-commitment-later')).toHaveTextContent(
      "When subscriptions open, the fingerprint of the draw's secret number is published here.",
    );
    // Past its draw without a seed (a catalogue's already listed project): said, not left blank.
    const old = screen.getByTestId('project-demo-ieo-old');
    expect(within(old).getByTestId('project-no-draw')).toHaveTextContent('No draw record was published for this project.');
    expect(within(old).queryByTestId('project-draw-data')).toBeNull();
  });

  it('after the draw, shows the revealed seed, the rule and every allocation, mine marked, and the command to check it', async () => {
    server.draw = proRataDraw;
    server.orders = [ieoOrder({ id: 'io-mine', orderNo: 'IEO2', projectId: 'demo-ieo-orb', projectName: 'Orbit Pay', currency: 'ORB', quantity: '500' })];
    visit();
    const orb = await screen.findByTestId('project-demo-ieo-orb');
    expect(within(orb).getByTestId('project-draw-section')).toHaveTextContent('Draw result');
    expect(within(orb).getByTestId('project-seed')).toHaveTextContent(SEED);
    fireEvent.click(within(orb).getByTestId('project-draw-data'));
    const data = await screen.findByTestId('draw-data');
    expect(http.get).toHaveBeenCalledWith('/ext/ieo/draw', { projectId: 'demo-ieo-orb' });
    expect(data).toHaveTextContent('ORB draw data');
    expectTexts({
      'draw-seed-hash': seedCommitment(SEED),
      'draw-seed': SEED,
      'draw-time': formatServerTime('2026-01-17 04:00:00'),
    });
    expect(data).toHaveTextContent('Before subscriptions opened we published this fingerprint');
    // 1,501 asked of 1,000: pro rata, leftovers by the seed. Every quantity of the sheet at the draw's 2 decimals (issue 30 item 4).
    expectTexts({
      'draw-applied': '1,501.00 ORB',
      'draw-supply': '1,000.00 ORB',
      'draw-rule': 'More was asked for than on offer: each application was allotted the same share',
    });
    expect(data).toHaveTextContent('Allocations (3)');
    expect(allocationRows()).toEqual(proRataDraw.applications.map((a) => [a.orderNo + (a.orderNo === 'IEO2' ? 'You' : ''), quantityText(a.quantity, 2), quantityText(a.won, 2)]));
    // The applied column lines up with the allotted one: 700.00 beside a share such as 466.31, never 700.
    expect(allocationRows().map((r) => r[1])).toEqual(['700.00', '500.00', '301.00']);
    for (const row of allocationRows()) expect(row[2]).toMatch(/^\d{1,3}\.\d{2}$/);
    expect(within(screen.getByTestId('draw-row-IEO2')).getByTestId('draw-row-mine')).toHaveTextContent('You');
    expect(within(screen.getByTestId('draw-row-IEO1')).queryByTestId('draw-row-mine')).toBeNull();
    expect(screen.getByTestId('draw-command')).toHaveTextContent(`npm run ieo-verify -- --url ${window.location.origin} --project demo-ieo-orb`);
    // Nothing is checked (nor the check's code loaded) until asked.
    expect(screen.queryByTestId('draw-check')).toBeNull();
  });

  it('Verify recomputes a consistent draw on the device and says it is verified', async () => {
    server.draw = proRataDraw;
    visit();
    fireEvent.click(within(await screen.findByTestId('project-demo-ieo-orb')).getByTestId('project-draw-data'));
    fireEvent.click(await screen.findByTestId('draw-verify'));
    expect(await screen.findByTestId('draw-check-verdict')).toHaveTextContent('Verified: the draw checks out');
    expect(screen.getByTestId('draw-check-commitment')).toHaveTextContent('✓ The SHA-256 of the revealed seed equals the published fingerprint.');
    expect(screen.getByTestId('draw-check-allocations')).toHaveTextContent('✓ Allocations that match the recomputation: 3 of 3.');
    expect(screen.getAllByTestId('draw-row-check').map((c) => c.textContent)).toEqual(['✓', '✓', '✓']);
  });

  it('Verify fails a draw whose published allotment was changed, and names the allocation', async () => {
    const lottery = publishedDraw('lottery', '500', [
      ['IEO1', '300'],
      ['IEO2', '400'],
    ]);
    // 7 tickets of 100 for 5 winning ones; one lot moved from one application to the other.
    const [first, second] = lottery.applications;
    const tampered = { ...lottery, applications: [{ ...first!, won: plus(first!.won, 100) }, { ...second!, won: plus(second!.won, -100) }] };
    expect(Number(second!.won)).toBeGreaterThan(0);
    server.draw = tampered;
    visit();
    fireEvent.click(within(await screen.findByTestId('project-demo-ieo-orb')).getByTestId('project-draw-data'));
    expect(await screen.findByTestId('draw-rule')).toHaveTextContent('every 100.00 ORB asked for is one ticket; the seed puts all tickets in order and the first 5 tickets won 100.00 ORB each.');
    fireEvent.click(screen.getByTestId('draw-verify'));
    expect(await screen.findByTestId('draw-check-verdict')).toHaveTextContent('Not verified: the draw does not check out');
    // The seed itself is fine: the allotments are what differ.
    expect(screen.getByTestId('draw-check-commitment')).toHaveTextContent('✓ The SHA-256 of the revealed seed equals the published fingerprint.');
    expect(screen.getByTestId('draw-check-allocations')).toHaveTextContent('✗ Allocations that match the recomputation: 0 of 2.');
    expect(within(screen.getByTestId('draw-row-IEO1')).getByTestId('draw-row-check')).toHaveTextContent(`✗ should be ${quantityText(first!.won, 2)}`);
    expect(within(screen.getByTestId('draw-row-IEO2')).getByTestId('draw-row-check')).toHaveTextContent(`✗ should be ${quantityText(second!.won, 2)}`);
  });

  it('Verify fails a revealed seed whose SHA-256 is not the published commitment', async () => {
    // The allotments follow the revealed seed, but the seed is not the one committed to.
    server.draw = { ...proRataDraw, seedHash: seedCommitment('another seed') };
    visit();
    fireEvent.click(within(await screen.findByTestId('project-demo-ieo-orb')).getByTestId('project-draw-data'));
    fireEvent.click(await screen.findByTestId('draw-verify'));
    expect(await screen.findByTestId('draw-check-verdict')).toHaveTextContent('Not verified: the draw does not check out');
    expect(screen.getByTestId('draw-check-commitment')).toHaveTextContent(
      `✗ The SHA-256 of the revealed seed is ${seedCommitment(SEED)}, not the published fingerprint.`,
    );
    expect(screen.getByTestId('draw-check-allocations')).toHaveTextContent('✓ Allocations that match the recomputation: 3 of 3.');
  });

  it('says when the draw data cannot be loaded (retry), and when a draw had no applications', async () => {
    // The server refuses first (fake: no draw data), then answers.
    server.draw = null;
    visit();
    fireEvent.click(within(await screen.findByTestId('project-demo-ieo-orb')).getByTestId('project-draw-data'));
    const retry = await screen.findByTestId('retry');
    expect(screen.queryByTestId('draw-data')).toBeNull();
    server.draw = publishedDraw('proRata', '1000', []);
    fireEvent.click(retry);
    expect(await screen.findByTestId('draw-no-applications')).toHaveTextContent('Nobody applied to this project.');
    expect(screen.queryByTestId('draw-applications')).toBeNull();
    expect(screen.getByTestId('draw-rule')).toHaveTextContent('No more was asked for than on offer');
  });

  it('applies for a quantity after showing the estimated cost; the refusals are said first', async () => {
    visit();
    await screen.findByTestId('apply-box');
    fireEvent.change(quantityInput(), { target: { value: '50' } });
    expect(screen.getByTestId('quantity-problem')).toHaveTextContent('Between 100 and 100,000 SBX');
    expect(screen.getByTestId('ieo-apply')).toBeDisabled();
    // 2000 SBX at the estimated 0.05 = 100 USDT, money at USDT's 2 decimals.
    fireEvent.change(quantityInput(), { target: { value: '2000' } });
    expect(screen.getByTestId('ieo-estimate')).toHaveTextContent('100.00 USDT');
    fireEvent.click(screen.getByTestId('ieo-apply'));
    expect(await screen.findByTestId('apply-summary')).toHaveTextContent('Sandbox Chain: 2,000 SBX');
    fireEvent.click(confirmButton());
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('/prod/appOrderIoe/apply', { projectId: 'demo-ieo-sbx', quantity: '2000' }));
    // Once per user: the project shows the subscription, the form is gone.
    await waitFor(() => expect(within(screen.getByTestId('project-demo-ieo-sbx')).getByTestId('project-mine')).toHaveTextContent('2,000 SBX'));
    expect(screen.queryByTestId('apply-box')).toBeNull();
    expect(toast).toHaveBeenCalledWith({ icon: 'success', content: 'Subscription received' });
  });

  it('lists my subscriptions and pays a won one, saying what it costs', async () => {
    server.projects = [project({ status: 2, winningPrice: '0.045', seed: SEED, myAppliedQuantity: '2000' })];
    server.orders = [
      // Won 2000 at 0.045: 90 USDT to pay.
      ieoOrder({ id: 'io-won', status: 2, wonQuantity: '2000', price: '0.045', amount: '90' }),
      ieoOrder({ id: 'io-lost', orderNo: 'IEO2', status: -1, wonQuantity: '0', price: '0.045', amount: '0' }),
    ];
    visit();
    fireEvent.click(within(await screen.findByTestId('ieo-tabs')).getByText('My subscriptions'));
    const won = await screen.findByTestId('ieo-order-io-won');
    expectTexts({
      'ieo-order-status': 'Won',
      'ieo-order-won': '2,000 SBX',
      'ieo-order-amount': '90.00 USDT',
    }, won);
    expect(within(screen.getByTestId('ieo-order-io-lost')).getByTestId('ieo-order-status')).toHaveTextContent('Not won');
    expect(within(screen.getByTestId('ieo-order-io-lost')).queryByTestId('ieo-pay')).toBeNull();

    fireEvent.click(within(won).getByTestId('ieo-pay'));
    expect(await screen.findByTestId('pay-summary')).toHaveTextContent('You pay: 90.00 USDT');
    fireEvent.click(confirmButton());
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('/prod/appOrderIoe/pay', { orderId: 'io-won' }));
    await waitFor(() => expect(within(screen.getByTestId('ieo-order-io-won')).getByTestId('ieo-order-status')).toHaveTextContent('Completed'));
    expect(screen.getByTestId('ieo-order-delivery')).toHaveTextContent('Tokens arrive at listing');
    expect(within(screen.getByTestId('ieo-order-io-won')).getByTestId('ieo-order-amount')).toHaveTextContent('90.00 USDT');
    expect(within(screen.getByTestId('ieo-order-io-won')).getByText('Paid')).toBeInTheDocument();
    // Nothing to pay on a lost subscription.
    expect(within(screen.getByTestId('ieo-order-io-lost')).queryByTestId('ieo-order-amount')).toBeNull();
  });

  it('filters projects and subscriptions by state with the shared chips, "All" first', async () => {
    server.orders = [ieoOrder({ id: 'io-won', status: 2, wonQuantity: '2000', price: '0.045', amount: '90' }), ieoOrder({ id: 'io-lost', orderNo: 'IEO2', status: -1 })];
    visit();
    const chips = () => within(screen.getByTestId('status-filter'));
    await screen.findByTestId('project-demo-ieo-orb');
    expect(chips().getAllByText(/./).map((n) => n.textContent)).toEqual(['All', 'Upcoming', 'Issuing', 'Drawn', 'Completed', 'Listed']);
    fireEvent.click(chips().getByText('Listed'));
    expect(await screen.findByTestId('project-demo-ieo-orb')).toBeInTheDocument();
    expect(screen.queryByTestId('project-demo-ieo-dmf')).toBeNull();
    expect(http.raw).toHaveBeenCalledWith('/prod/appProdIoe/listMy', expect.objectContaining({ params: expect.objectContaining({ status: 3 }), rawEnvelope: true }));
    fireEvent.click(chips().getByText('All'));
    expect(await screen.findByTestId('project-demo-ieo-dmf')).toBeInTheDocument();

    fireEvent.click(within(screen.getByTestId('ieo-tabs')).getByText('My subscriptions'));
    await screen.findByTestId('ieo-order-io-won');
    fireEvent.click(chips().getByText('Not won'));
    expect(await screen.findByTestId('ieo-order-io-lost')).toBeInTheDocument();
    expect(screen.queryByTestId('ieo-order-io-won')).toBeNull();
  });

  it('shows the empty and error states', async () => {
    server.projects = [];
    server.failNext = 'Service unavailable';
    visit();
    await retryThenSee('No projects yet');
    fireEvent.click(within(screen.getByTestId('ieo-tabs')).getByText('My subscriptions'));
    expect(await screen.findByText('No subscriptions yet')).toBeInTheDocument();
  });
});
