import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_LOADING_DEFAULT_BACKGROUND, usePageLoading } from './page-loading.ts';
import { PageLoadingOverlay } from './page-loading-overlay.tsx';

describe('page-loading overlay', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    usePageLoading.setState({ isLoading: false, startTime: 0 });
  });
  afterEach(() => vi.useRealTimers());

  it('stays at least 300 ms after it was shown', async () => {
    render(<PageLoadingOverlay />);
    act(() => usePageLoading.getState().show({ background: '#000000' }));
    const overlay = screen.getByRole('status');
    expect(overlay).toHaveTextContent('Loading...');
    expect(overlay).toHaveStyle({ background: '#000000' });

    let hidden = false;
    act(() => {
      void usePageLoading.getState().hide().then(() => {
        hidden = true;
      });
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(299);
    });
    expect(hidden).toBe(false);
    expect(screen.queryByRole('status')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(hidden).toBe(true);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('hides at once when it has been shown long enough', async () => {
    act(() => usePageLoading.getState().show());
    vi.advanceTimersByTime(500);
    await act(() => usePageLoading.getState().hide());
    expect(usePageLoading.getState().isLoading).toBe(false);
  });

  it('defaults to white at 90% opacity and a new show survives an older pending hide', async () => {
    act(() => usePageLoading.getState().show());
    expect(usePageLoading.getState().options.background).toBe(PAGE_LOADING_DEFAULT_BACKGROUND);
    const pending = usePageLoading.getState().hide();
    vi.advanceTimersByTime(100);
    usePageLoading.getState().show();
    await vi.advanceTimersByTimeAsync(250);
    await pending;
    expect(usePageLoading.getState().isLoading).toBe(true);
  });
});
