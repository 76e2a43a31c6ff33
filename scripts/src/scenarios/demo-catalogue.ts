import type { Tx } from '@sandbox/prisma';

const DAY = 24 * 3600 * 1000;

/** What users can buy or apply for: trading settings, products, loans, IEO projects, deposit addresses. */
export async function loadDemoCatalogue(tx: Tx, now: Date): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * DAY);

  // Sandbox addresses: obviously not real, so nobody sends real funds to them.
  await tx.depositAddress.createMany({
    data: [
      ['USDT', 'TRC20'],
      ['USDT', 'ERC20'],
      ['BTC', 'BTC'],
      ['ETH', 'ERC20'],
    ].map(([currency, network]) => ({
      currency: currency!,
      network: network!,
      address: `SANDBOX-${network}-${currency}-DO-NOT-SEND`,
      isSandbox: true,
    })),
  });

  // Second contracts: a win pays stake * payoutRate on top of the stake.
  await tx.secondContractSetting.createMany({
    data: [
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
    ],
  });

  const pairs: [string, string, string][] = [
    ['USDT', 'BTC', '10'],
    ['BTC', 'USDT', '0.0001'],
    ['USDT', 'ETH', '10'],
    ['ETH', 'USDT', '0.005'],
    ['USDT', 'SOL', '10'],
    ['SOL', 'USDT', '0.1'],
    ['BTC', 'ETH', '0.0001'],
    ['ETH', 'BTC', '0.005'],
  ];
  await tx.flashExchangeSetting.createMany({
    data: pairs.map(([fromCurrency, toCurrency, minAmount], i) => ({
      fromCurrency,
      toCurrency,
      minAmount,
      maxAmount: fromCurrency === 'USDT' ? '100000' : '100',
      feeRate: '0.001',
      sort: i + 1,
    })),
  });

  const arbitrage = {
    type: 1,
    currency: 'USDT',
    description:
      'AI quantitative arbitrage across simulated venues, running 365x24; income is paid daily to the spot balance.',
  };
  const miner = {
    type: 2,
    currency: 'USDT',
    minAmount: '0',
    maxAmount: '0',
    purchaseLimit: 0,
    network: 'Ethernet',
  };
  await tx.product.createMany({
    data: [
      {
        ...arbitrage,
        id: 'demo-product-arb-1',
        name: 'AI Arbitrage 1 day',
        cycleDays: 1,
        dailyRateMin: '0.004',
        dailyRateMax: '0.005',
        minAmount: '100',
        maxAmount: '2000',
        levelLimit: 0,
        purchaseLimit: 3,
        sort: 1,
      },
      {
        ...arbitrage,
        id: 'demo-product-arb-7',
        name: 'AI Arbitrage 7 days',
        cycleDays: 7,
        dailyRateMin: '0.006',
        dailyRateMax: '0.007',
        minAmount: '500',
        maxAmount: '10000',
        levelLimit: 1,
        purchaseLimit: 2,
        sort: 2,
      },
      {
        ...arbitrage,
        id: 'demo-product-arb-30',
        name: 'AI Arbitrage 30 days',
        cycleDays: 30,
        dailyRateMin: '0.008',
        dailyRateMax: '0.01',
        minAmount: '2000',
        maxAmount: '50000',
        levelLimit: 3,
        purchaseLimit: 1,
        sort: 3,
      },
      {
        ...miner,
        id: 'demo-product-miner-s21',
        name: 'Antminer S21 (hosted)',
        cycleDays: 180,
        dailyRateMin: '0.003',
        dailyRateMax: '0.003',
        unitPrice: '3000',
        manufacturer: 'Bitmain',
        hashrate: '200 TH/s',
        powerConsumption: '3500 W',
        size: '400 x 195 x 290 mm',
        weight: '15.4 kg',
        temperature: '0-40 °C',
        humidity: '10-90 % RH',
        sort: 4,
      },
      {
        ...miner,
        id: 'demo-product-miner-m60s',
        name: 'Whatsminer M60S (hosted)',
        cycleDays: 360,
        dailyRateMin: '0.0028',
        dailyRateMax: '0.0028',
        unitPrice: '2800',
        manufacturer: 'MicroBT',
        hashrate: '186 TH/s',
        powerConsumption: '3441 W',
        size: '430 x 155 x 226 mm',
        weight: '13.5 kg',
        temperature: '-5-35 °C',
        humidity: '5-95 % RH',
        sort: 5,
      },
      {
        id: 'demo-product-debt-solar',
        type: 3,
        name: 'Solar Farm Bond (fictional)',
        description:
          'Debt crowdfunding for a fictional solar farm; principal returned at maturity.',
        issuer: 'Sandbox Solar Ltd. (fictional)',
        currency: 'USDT',
        cycleDays: 90,
        dailyRateMin: '0.0015',
        dailyRateMax: '0.0015',
        minAmount: '100',
        maxAmount: '100000',
        totalQuota: '1000000',
        soldAmount: '235000',
        sort: 6,
      },
    ],
  });

  // Loan rates are percents per day; pledge rates the collateral value per unit lent (docs/decisions.md "Credit and IEO").
  await tx.loanSetting.createMany({
    data: [
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
    ],
  });

  const ieo = { payCurrency: 'USDT', minSubscribe: '100', maxSubscribe: '100000' };
  await tx.ieoProject.createMany({
    data: [
      {
        ...ieo,
        id: 'demo-ieo-sbx',
        name: 'Sandbox Chain',
        coin: 'SBX',
        description: 'A fictional layer-1 chain issued for demonstration.',
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
        startAt: at(7),
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
        description: 'A fictional payment token, already listed.',
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
    ],
  });
}
