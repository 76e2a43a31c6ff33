import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTICE_ROTATE_MS, NoticeLine } from './notice-line.tsx';

const ITEMS = [
  { id: 'a1', title: 'Sandbox environment' },
  { id: 'a2', title: 'Trading competition is live' },
];

afterEach(() => vi.useRealTimers());

describe('home notice line', () => {
  it('shows one title at a time, scrolls to the next, and opens the one shown', () => {
    vi.useFakeTimers();
    const onOpen = vi.fn();
    const onMore = vi.fn();
    render(<NoticeLine items={ITEMS} label="Platform notices" emptyText="None" moreLabel="All" onOpen={onOpen} onMore={onMore} />);
    expect(screen.getByTestId('notice-line-item')).toHaveTextContent('Sandbox environment');
    act(() => vi.advanceTimersByTime(NOTICE_ROTATE_MS));
    expect(screen.getByTestId('notice-line-item')).toHaveTextContent('Trading competition is live');
    fireEvent.click(screen.getByTestId('notice-line-item'));
    expect(onOpen).toHaveBeenCalledWith('a2');
    act(() => vi.advanceTimersByTime(NOTICE_ROTATE_MS));
    expect(screen.getByTestId('notice-line-item')).toHaveTextContent('Sandbox environment');
    fireEvent.click(screen.getByTestId('notice-line-more'));
    expect(onMore).toHaveBeenCalledOnce();
  });

  it('puts a dot on the arrow while announcements are unread', () => {
    const { rerender } = render(<NoticeLine items={ITEMS} label="Platform notices" emptyText="None" moreLabel="All" onOpen={vi.fn()} onMore={vi.fn()} unread={2} />);
    expect(screen.getByTestId('notice-line-unread')).toBeInTheDocument();
    rerender(<NoticeLine items={ITEMS} label="Platform notices" emptyText="None" moreLabel="All" onOpen={vi.fn()} onMore={vi.fn()} unread={0} />);
    expect(screen.queryByTestId('notice-line-unread')).toBeNull();
  });

  it('says so when there is nothing', () => {
    render(<NoticeLine items={[]} label="Platform notices" emptyText="No notices yet" moreLabel="All" onOpen={vi.fn()} onMore={vi.fn()} />);
    expect(screen.getByText('No notices yet')).toBeInTheDocument();
    expect(screen.queryByTestId('notice-line-item')).toBeNull();
  });
});
