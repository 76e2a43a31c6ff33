import type { Tx } from '@sandbox/prisma';
import { listedCurrency, listedFlashPairs, listedSymbol } from '@sandbox/server/modules/ieo';
import { loadDemoProducts } from './demo-products.ts';

const DAY = 24 * 3600 * 1000;

/** Currency and network of each sandbox deposit address. */
const DEPOSIT_NETWORKS = [
  ['USDT', 'TRC20'],
  ['USDT', 'ERC20'],
  ['BTC', 'BTC'],
  ['ETH', 'ERC20'],
];

/** Second contracts: a win pays stake * payoutRate on top of the stake. */
const SECOND_CONTRACT_SETTINGS = [
  {
    id: 'demo-sc-30',
    period: 30,
    payoutRate: '0.8',
    minAmount: '10',
    maxAmount: '10000',
    sort: 1,
  },
  {
    id: 'demo-sc-60',
    period: 60,
    payoutRate: '0.85',
    minAmount: '10',
    maxAmount: '20000',
    sort: 2,
  },
  {
    id: 'demo-sc-120',
    period: 120,
    payoutRate: '0.9',
    minAmount: '50',
    maxAmount: '50000',
    sort: 3,
  },
  {
    id: 'demo-sc-300',
    period: 300,
    payoutRate: '0.95',
    minAmount: '100',
    maxAmount: '100000',
    sort: 4,
  },
];

/** Flash exchange pairs: from, to, and the least amount of `from`; sorted in this order. */
const FLASH_PAIRS: [string, string, string][] = [
  ['USDT', 'BTC', '10'],
  ['BTC', 'USDT', '0.0001'],
  ['USDT', 'ETH', '10'],
  ['ETH', 'USDT', '0.005'],
  ['USDT', 'SOL', '10'],
  ['SOL', 'USDT', '0.1'],
  ['BTC', 'ETH', '0.0001'],
  ['ETH', 'BTC', '0.005'],
];

const LOAN_SETTINGS = [
  {
    id: 'demo-loan-credit-7',
    type: 1,
    name: 'Credit loan 7 days',
    minAmount: '100',
    maxAmount: '2000',
    maxAmountKyc: '20000',
    days: 7,
    dailyRate: '0.1',
    requiredKycLevel: 1,
    sort: 1,
  },
  {
    id: 'demo-loan-credit-30',
    type: 1,
    name: 'Credit loan 30 days',
    minAmount: '500',
    maxAmount: '5000',
    maxAmountKyc: '50000',
    days: 30,
    dailyRate: '0.08',
    requiredKycLevel: 1,
    sort: 2,
  },
  {
    id: 'demo-loan-pledge-btc',
    type: 2,
    name: 'BTC pledge loan 30 days',
    minAmount: '100',
    maxAmount: '100000',
    maxAmountKyc: '500000',
    days: 30,
    dailyRate: '0.05',
    pledgeCurrency: 'BTC',
    pledgeRate: '1.5',
    sort: 3,
  },
  {
    id: 'demo-loan-pledge-eth',
    type: 2,
    name: 'ETH pledge loan 15 days',
    minAmount: '100',
    maxAmount: '50000',
    maxAmountKyc: '200000',
    days: 15,
    dailyRate: '0.06',
    pledgeCurrency: 'ETH',
    pledgeRate: '1.6',
    sort: 4,
  },
];

/** What users can buy or apply for: trading settings, products, loans, IEO projects, deposit addresses. */
export async function loadDemoCatalogue(tx: Tx, now: Date): Promise<void> {
  // Sandbox addresses: obviously not real, so nobody sends real funds to them.
  await tx.depositAddress.createMany({
    data: DEPOSIT_NETWORKS.map(([currency, network]) => ({
      currency: currency!,
      network: network!,
      address: `SANDBOX-${network}-${currency}-DO-NOT-SEND`,
      isSandbox: true,
    })),
  });
  await tx.secondContractSetting.createMany({ data: SECOND_CONTRACT_SETTINGS });
  await tx.flashExchangeSetting.createMany({
    data: FLASH_PAIRS.map(([fromCurrency, toCurrency, minAmount], i) => ({
      fromCurrency,
      toCurrency,
      minAmount,
      maxAmount: fromCurrency === 'USDT' ? '100000' : '100',
      feeRate: '0.001',
      sort: i + 1,
    })),
  });
  await loadDemoProducts(tx);
  await tx.loanSetting.createMany({ data: LOAN_SETTINGS });
  await tx.ieoProject.createMany({ data: demoIeoProjects(now) });
  await listOrbitPay(tx);
}

/**
 * The IEO projects, their calendars relative to now: one subscribing, one soon, one listed. A
 * scenario file's export reads which of them take subscriptions at its clock (sections/ieo-subscriptions.ts).
 */
export function demoIeoProjects(now: Date) {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const ieo = { payCurrency: 'USDT', minSubscribe: '100', maxSubscribe: '100000' };
  return [
    {
      ...ieo,
      id: 'demo-ieo-sbx',
      name: 'Sandbox Chain',
      coin: 'SBX',
      description: 'A fictional layer-1 chain issued for demonstration; it trades on the market after listing.',
      // At listing SBX/USDT joins the market at the issue price (the presenter's apply, draw, pay, list walk ends on it).
      listOnMarket: true,
      estimatedPrice: '0.05',
      issuePrice: '0.045',
      totalSupply: '10000000',
      startAt: at(-2),
      endAt: at(5),
      lotteryAt: at(6),
      payUntil: at(8),
      listAt: at(10),
      status: 1,
      sort: 1,
    },
    {
      ...ieo,
      id: 'demo-ieo-dmf',
      name: 'Demo Finance',
      coin: 'DMF',
      description: 'A fictional DeFi protocol, subscription opens soon.',
      estimatedPrice: '0.2',
      issuePrice: '0.18',
      totalSupply: '5000000',
      // Opens as Sandbox Chain closes: some project takes subscriptions for the first two weeks of the clock.
      startAt: at(5),
      endAt: at(14),
      lotteryAt: at(15),
      payUntil: at(17),
      listAt: at(20),
      allocation: 'lottery',
      status: 0,
      sort: 2,
    },
    {
      ...ieo,
      id: 'demo-ieo-orb',
      name: 'Orbit Pay',
      coin: 'ORB',
      description: 'A fictional payment token, already listed: it trades on the market and the flash exchange.',
      listOnMarket: true,
      estimatedPrice: '0.1',
      issuePrice: '0.08',
      totalSupply: '20000000',
      startAt: at(-40),
      endAt: at(-33),
      lotteryAt: at(-32),
      listAt: at(-28),
      status: 4,
      sort: 3,
    },
  ];
}

/**
 * Orbit Pay was delivered 28 days ago: what its delivery wrote (the ieo module's own rows), so a presenter
 * finds ORB/USDT on the market with four weeks of history from the listing price, and in the flash exchange.
 * Its draw and alice's subscription come with the users (demo-ieo.ts).
 */
async function listOrbitPay(tx: Tx): Promise<void> {
  const orbit = await tx.ieoProject.findUniqueOrThrow({ where: { id: 'demo-ieo-orb' } });
  await tx.currency.create({ data: listedCurrency(orbit) });
  await tx.tradingSymbol.create({ data: listedSymbol(orbit, orbit.listAt) });
  await tx.flashExchangeSetting.createMany({ data: listedFlashPairs(orbit) });
}
