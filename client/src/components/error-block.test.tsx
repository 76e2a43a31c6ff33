import { fireEvent, render, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { ErrorBlock } from './error-block.tsx';
import { Spinner } from './spinner.tsx';

test('the empty state shows its title and action at once, then antd-mobile’s illustration once loaded', async () => {
  const retry = vi.fn();
  const { container } = render(<ErrorBlock status="default" title="Could not load" description={<button onClick={retry}>Retry</button>} />);
  // Before the lazy chunk: the text and the action, no illustration.
  expect(screen.getByText('Could not load')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(retry).toHaveBeenCalledTimes(1);
  expect(container.querySelector('.adm-error-block')).toBeNull();
  // Then antd-mobile's block, with the same title and action.
  await vi.waitFor(() => expect(container.querySelector('.adm-error-block .adm-error-block-image svg')).not.toBeNull(), { timeout: 3000 });
  expect(container.querySelector('.adm-error-block-description-title')?.textContent).toBe('Could not load');
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(retry).toHaveBeenCalledTimes(2);
});

test('a labelled spinner is announced as a status; an unlabelled one is hidden from assistive technology', () => {
  render(
    <>
      <Spinner label="Loading..." />
      <Spinner className="x" light />
    </>,
  );
  expect(screen.getByRole('status', { name: 'Loading...' }).className).toBe('spinner');
  const hidden = document.querySelector('.spinner.spinner--light.x');
  expect(hidden?.getAttribute('aria-hidden')).toBe('true');
  expect(hidden?.getAttribute('role')).toBeNull();
});
