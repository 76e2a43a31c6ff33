import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import CreditScorePage from './index.tsx';
import WhitePaperPage from '../white-paper/index.tsx';
import AboutUsPage from '../about-us/index.tsx';
import { fake } from '../../../test/content-server.ts';
import { renderScreens } from '../../../test/render-routes.tsx';
import { useUserStore } from '../../store/user-store.ts';

vi.mock('../../api/call.ts', async () => (await import('../../../test/content-server.ts')).callModule);

const page = (code: number, title: string, over: Record<string, unknown> = {}) => ({
  page: code,
  title,
  content: `<h2>${title}</h2><p>What raises it: verifying your identity.</p>`,
  updatedAt: '2026-11-20 10:00:00',
  language: 'en-us',
  fallback: false,
  ...over,
});

let settings: Record<string, unknown> = {};
function serve(id: string, input: { query?: Record<string, unknown> }) {
  if (id === 'ext.contentPage') {
    const code = input.query?.page;
    if (code === 2) throw new Error('down');
    return code === 1 ? page(1, 'White paper', { fallback: true }) : page(3, 'How your credit score works');
  }
  if (id === 'loan.myLoanInfo') return { creditScore: 720 };
  if (id === 'ext.publicSettings') return settings;
  throw new Error(`unexpected ${id}`);
}

const visit = (at: string) =>
  renderScreens({ '/creditScore': <CreditScorePage />, '/whitePaper': <WhitePaperPage />, '/aboutUs': <AboutUsPage />, '/outlink': 'outlink page' }, at, { available: ['/outlink'] });

beforeEach(() => {
  settings = { whitePaperUrl: 'https://example.com/whitepaper.pdf', aboutUsUrl: null };
  fake.reset(serve);
  useUserStore.setState({ userInfo: { id: 'u1', creditScore: 100 } });
});

describe('content pages of the personal menu', () => {
  it("credit score: the loan module's score out of 1000, then what raises and lowers it", async () => {
    visit('/creditScore');
    await waitFor(() => expect(screen.getByTestId('score-value')).toHaveTextContent('720'));
    expect(screen.getByText('Out of 1000')).toBeInTheDocument();
    expect(await screen.findByText('What raises it: verifying your identity.')).toBeInTheDocument();
    expect(fake.inputs('ext.contentPage')).toEqual([{ query: { page: 3 } }]);
  });

  it('white paper: the text (English fallback marked) and the full document through the outlink page', async () => {
    const router = visit('/whitePaper');
    expect(await screen.findByTestId('fallback-mark')).toBeInTheDocument();
    fireEvent.click(await screen.findByTestId('full-document'));
    await screen.findByText('outlink page');
    expect(router.state.location.search).toBe(`?url=${encodeURIComponent('https://example.com/whitepaper.pdf')}`);
  });

  it('about us: a failed load offers a retry', async () => {
    visit('/aboutUs');
    expect(await screen.findByText('Try again')).toBeInTheDocument();
    expect(screen.queryByTestId('full-document')).toBeNull();
  });
});
