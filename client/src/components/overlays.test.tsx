import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { Popup } from './overlays.tsx';

function Sheet() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Popup visible={open} onMaskClick={() => setOpen(false)}>
        <p data-testid="sheet">Pick a currency</p>
        <button onClick={() => setOpen(false)}>Close</button>
      </Popup>
    </>
  );
}

test('a popup renders nothing until first asked to open, then opens, closes and opens again', async () => {
  render(<Sheet />);
  expect(screen.queryByTestId('sheet')).toBeNull();
  expect(document.querySelector('.adm-popup')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(await screen.findByTestId('sheet')).toHaveTextContent('Pick a currency');
  await waitFor(() => expect(document.querySelector('.adm-popup-body')).not.toBeNull());
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  // Closed, antd-mobile keeps it mounted and hidden; opened again, it shows without loading.
  await waitFor(() => expect(screen.getByTestId('sheet')).not.toBeVisible());
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  await waitFor(() => expect(screen.getByTestId('sheet')).toBeVisible());
});
