import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/** What the page tests check and do on screen, so each test lists only its own figures. */

/** The text of each test id (`{ 'order-amount': '1,234.56 USDT' }`), in `scope` or the whole screen. */
export function expectTexts(texts: Record<string, string | RegExp>, scope: HTMLElement = document.body): void {
  for (const [testId, text] of Object.entries(texts)) expect(within(scope).getByTestId(testId)).toHaveTextContent(text);
}

/** A screen showing its load error: retrying loads it, and then it shows `text`. */
export async function retryThenSee(text: string): Promise<void> {
  fireEvent.click(await screen.findByTestId('retry'));
  expect(await screen.findByText(text)).toBeInTheDocument();
}

/** Tapping `target` (an element, or the test id of one to wait for) opens `at` in `router`: its path, and its query when it names one. */
export async function expectTapOpens(router: { state: { location: { pathname: string; search: string } } }, target: HTMLElement | string, at: string): Promise<void> {
  const [pathname, query] = at.split('?');
  fireEvent.click(typeof target === 'string' ? await screen.findByTestId(target) : target);
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
  if (query !== undefined) expect(router.state.location.search).toBe(`?${query}`);
}

/**
 * A "load more" list of 25 rows shown 20 at a time (`row(n)` is the test id of row n): the first
 * page ends at row 19; "load more" brings row 24 and the end line `end`.
 */
export async function expectSecondPage(row: (n: number) => string, end: string): Promise<void> {
  await screen.findByTestId(row(19));
  expect(screen.queryByTestId(row(20))).toBeNull();
  fireEvent.click(screen.getByTestId('load-more'));
  expect(await screen.findByTestId(row(24))).toBeInTheDocument();
  expect(screen.getByText(end)).toBeInTheDocument();
}

/** The input of an amount field (an antd-mobile Input under the test id). */
export const amountInput = (testId = 'amount') => screen.getByTestId(testId).querySelector('input') as HTMLInputElement;

/** Types `value` into the amount field. */
export const typeAmount = (value: string, testId = 'amount') => fireEvent.change(amountInput(testId), { target: { value } });

/** Types each amount and expects the problem the form names for it, in order. */
export function expectAmountProblems(cases: [typed: string, problem: string][], { field = 'amount', problem = 'amount-error' } = {}): void {
  for (const [typed, text] of cases) {
    typeAmount(typed, field);
    expect(screen.getByTestId(problem)).toHaveTextContent(text);
  }
}
