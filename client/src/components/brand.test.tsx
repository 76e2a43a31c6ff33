import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { DEFAULT_BRAND_TITLE, STORAGE_KEYS } from '@sandbox/shared/constants';
import type { PublicSettings } from '../api/settings.ts';
import { BrandTitle } from './brand.tsx';

afterEach(() => localStorage.clear());

/** The title with the settings given (`settings`) or still on their way (undefined). */
function renderTitle(client: QueryClient, settings?: Partial<PublicSettings>) {
  if (settings) client.setQueryData(['publicSettings'], settings);
  return render(
    <QueryClientProvider client={client}>
      <BrandTitle />
    </QueryClientProvider>,
  );
}

// The settings never answer in these tests unless set: the query's fetch is left pending.
const pendingClient = () => new QueryClient({ defaultOptions: { queries: { queryFn: () => new Promise(() => {}) } } });

test("before any settings, the default title; once they arrive, theirs, kept for the next visit's first render", () => {
  const first = renderTitle(pendingClient());
  expect(screen.getByRole('heading').textContent).toBe(DEFAULT_BRAND_TITLE);
  first.unmount();

  const client = pendingClient();
  const given = renderTitle(client, { brandTitle: 'Acme Markets' });
  expect(screen.getByRole('heading').textContent).toBe('Acme Markets');
  expect(document.title).toBe('Acme Markets');
  expect(localStorage.getItem(STORAGE_KEYS.brandTitle)).toBe('Acme Markets');
  given.unmount();

  // The next visit: shown at once, before the settings answer.
  renderTitle(pendingClient());
  expect(screen.getByRole('heading').textContent).toBe('Acme Markets');
});

test('settings back at the default replace a stored title, shown and stored', () => {
  localStorage.setItem(STORAGE_KEYS.brandTitle, 'Acme Markets');
  renderTitle(pendingClient(), { brandTitle: DEFAULT_BRAND_TITLE });
  expect(screen.getByRole('heading').textContent).toBe(DEFAULT_BRAND_TITLE);
  expect(localStorage.getItem(STORAGE_KEYS.brandTitle)).toBe(DEFAULT_BRAND_TITLE);
});
