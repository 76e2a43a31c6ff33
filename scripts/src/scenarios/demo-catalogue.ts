import type { Tx } from '@sandbox/prisma';
import { PRODUCT_STATUS, PRODUCT_TYPE } from '@sandbox/shared';
import { listedCurrency, listedFlashPairs, listedSymbol } from '@sandbox/server/modules/ieo';

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

  await loadDemoProducts(tx);

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
    ],
  });
  // Orbit Pay was delivered 28 days ago: what its delivery wrote (the ieo module's own rows), so a presenter
  // finds ORB/USDT on the market with four weeks of history from the listing price, and in the flash exchange.
  // Its draw and alice's subscription come with the users (demo-ieo.ts).
  const orbit = await tx.ieoProject.findUniqueOrThrow({ where: { id: 'demo-ieo-orb' } });
  await tx.currency.create({ data: listedCurrency(orbit) });
  await tx.tradingSymbol.create({ data: listedSymbol(orbit, orbit.listAt) });
  await tx.flashExchangeSetting.createMany({ data: listedFlashPairs(orbit) });
}

/**
 * The earn catalogue (issue 13). Rates are percent per day; an order's rate is drawn inside
 * the range from its order number (shared/earn.ts). Arbitrage and AI quant products step up
 * in cycle, rate, minimum and VIP level (alice, VIP 4, can buy all but the VIP 5 one); quotas
 * count money, for machines the number of machines. A machine's daily output is its unit
 * price x rate / 100 (S21: 3000 x 0.3 % = 9 USDT a machine a day). Debt projects name their
 * issuer in the description (the list shows it); Harbour is nearly raised: 1,500 USDT left.
 * Names and descriptions here are the English base; the other eight languages are in
 * demo-catalogue-texts.ts (machine names are brands and stay as they are).
 */
async function loadDemoProducts(tx: Tx): Promise<void> {
  const arbitrage = {
    type: PRODUCT_TYPE.ARBITRAGE,
    currency: 'USDT',
    status: PRODUCT_STATUS.ON_SALE,
  };
  const quant = {
    ...arbitrage,
    description: 'AI quantitative strategy on simulated markets, running 365x24; income is paid to the spot balance every day.',
  };
  const spread = {
    ...arbitrage,
    description: 'Cross-venue spread arbitrage on simulated markets, running 365x24; income is paid to the spot balance every day.',
  };
  // Machines are hosted: quota and purchase are counted in machines, min..max is the price of 1 to 10.
  const miner = {
    type: PRODUCT_TYPE.MINING,
    currency: 'USDT',
    purchaseLimit: 0,
    network: 'Ethernet (RJ45)',
    status: PRODUCT_STATUS.ON_SALE,
    description: 'Hosted machine in a simulated farm; its daily output is paid to the spot balance, its price returns at the end.',
  };
  const debt = { type: PRODUCT_TYPE.DEBT, currency: 'USDT', purchaseLimit: 0, status: PRODUCT_STATUS.ON_SALE };
  await tx.product.createMany({
    data: [
      {
        ...spread,
        id: 'demo-product-arb-1',
        name: 'BTC Spread Arbitrage 1D',
        cycleDays: 1,
        dailyRateMin: '0.3',
        dailyRateMax: '0.5',
        minAmount: '100',
        maxAmount: '5000',
        levelLimit: 0,
        purchaseLimit: 5,
        totalQuota: '2000000',
        soldAmount: '412300',
        sort: 1,
      },
      {
        ...spread,
        id: 'demo-product-arb-7',
        name: 'Multi-venue Arbitrage 7D',
        cycleDays: 7,
        dailyRateMin: '0.5',
        dailyRateMax: '0.7',
        minAmount: '500',
        maxAmount: '20000',
        levelLimit: 1,
        purchaseLimit: 3,
        totalQuota: '5000000',
        soldAmount: '1865000',
        sort: 2,
      },
      {
        ...quant,
        id: 'demo-product-quant-15',
        name: 'AI Quant Trend 15D',
        cycleDays: 15,
        dailyRateMin: '0.7',
        dailyRateMax: '0.9',
        minAmount: '1000',
        maxAmount: '50000',
        levelLimit: 2,
        purchaseLimit: 2,
        totalQuota: '3000000',
        soldAmount: '977500',
        sort: 3,
      },
      {
        ...quant,
        id: 'demo-product-quant-30',
        name: 'AI Quant Pro 30D',
        cycleDays: 30,
        dailyRateMin: '0.9',
        dailyRateMax: '1.2',
        minAmount: '5000',
        maxAmount: '100000',
        levelLimit: 3,
        purchaseLimit: 1,
        totalQuota: '2000000',
        soldAmount: '1240000',
        sort: 4,
      },
      {
        ...quant,
        id: 'demo-product-quant-60',
        name: 'AI Quant Elite 60D',
        cycleDays: 60,
        dailyRateMin: '1.2',
        dailyRateMax: '1.5',
        minAmount: '20000',
        maxAmount: '500000',
        levelLimit: 5,
        purchaseLimit: 1,
        totalQuota: '10000000',
        soldAmount: '3600000',
        sort: 5,
      },
      {
        ...miner,
        id: 'demo-product-miner-s21',
        name: 'Antminer S21',
        cycleDays: 180,
        dailyRateMin: '0.3',
        dailyRateMax: '0.3',
        unitPrice: '3000',
        minAmount: '3000',
        maxAmount: '30000',
        totalQuota: '500',
        soldAmount: '188',
        manufacturer: 'Bitmain',
        hashrate: '200 TH/s',
        powerConsumption: '3500 W',
        size: '400 x 195 x 290 mm',
        weight: '15.4 kg',
        temperature: '0-40 °C',
        humidity: '10-90 % RH',
        sort: 6,
      },
      {
        ...miner,
        id: 'demo-product-miner-m60s',
        name: 'Whatsminer M60S',
        cycleDays: 360,
        dailyRateMin: '0.28',
        dailyRateMax: '0.28',
        unitPrice: '2800',
        minAmount: '2800',
        maxAmount: '28000',
        totalQuota: '300',
        soldAmount: '96',
        manufacturer: 'MicroBT',
        hashrate: '186 TH/s',
        powerConsumption: '3441 W',
        size: '430 x 155 x 226 mm',
        weight: '13.5 kg',
        temperature: '-5-35 °C',
        humidity: '5-95 % RH',
        sort: 7,
      },
      {
        ...miner,
        id: 'demo-product-miner-a1466',
        name: 'Avalon A1466',
        cycleDays: 90,
        dailyRateMin: '0.25',
        dailyRateMax: '0.25',
        unitPrice: '2200',
        minAmount: '2200',
        maxAmount: '22000',
        totalQuota: '400',
        soldAmount: '57',
        manufacturer: 'Canaan',
        hashrate: '150 TH/s',
        powerConsumption: '3230 W',
        size: '331 x 195 x 292 mm',
        weight: '13.5 kg',
        temperature: '-5-35 °C',
        humidity: '5-95 % RH',
        sort: 8,
      },
      {
        ...debt,
        id: 'demo-product-debt-solar',
        name: 'Solar Farm Bond',
        description: 'Issued by Sandbox Solar Ltd. (fictional): a 40 MW solar farm; principal returned at maturity.',
        issuer: 'Sandbox Solar Ltd. (fictional)',
        cycleDays: 90,
        dailyRateMin: '0.15',
        dailyRateMax: '0.15',
        minAmount: '100',
        maxAmount: '100000',
        totalQuota: '1000000',
        soldAmount: '235000',
        sort: 9,
      },
      {
        ...debt,
        id: 'demo-product-debt-harbour',
        name: 'Harbour Logistics Note',
        description: 'Issued by Harbour Logistics Ltd. (fictional): cold-chain warehouses; principal returned at maturity.',
        issuer: 'Harbour Logistics Ltd. (fictional)',
        cycleDays: 180,
        dailyRateMin: '0.2',
        dailyRateMax: '0.2',
        minAmount: '100',
        maxAmount: '50000',
        totalQuota: '500000',
        soldAmount: '498500',
        sort: 10,
      },
    ],
  });
}
