import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { TabList } from './tab-list.tsx';

const TABS = [
  { key: 'crypto', title: 'Crypto' },
  { key: 'forex', title: 'Forex' },
  { key: 'gold', title: 'Gold' },
] as const;

function Harness({ onChange }: { onChange: (key: string) => void }) {
  const [active, setActive] = useState<(typeof TABS)[number]['key']>('crypto');
  return (
    <TabList
      tabs={TABS}
      active={active}
      onChange={(key) => {
        onChange(key);
        setActive(key);
      }}
    />
  );
}

const selected = () => screen.getAllByRole('tab').filter((tab) => tab.getAttribute('aria-selected') === 'true').map((tab) => tab.textContent);

test('the titles are tabs of one tab list; a click selects one, and only the selected one is in the tab order', () => {
  const onChange = vi.fn();
  render(<Harness onChange={onChange} />);
  expect(screen.getByRole('tablist')).toBeInTheDocument();
  expect(selected()).toEqual(['Crypto']);
  fireEvent.click(screen.getByRole('tab', { name: 'Gold' }));
  expect(onChange).toHaveBeenLastCalledWith('gold');
  expect(selected()).toEqual(['Gold']);
  expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
});

test('arrow keys, Home and End move the selection and the focus, wrapping at the ends', () => {
  const onChange = vi.fn();
  render(<Harness onChange={onChange} />);
  const tab = (name: string) => screen.getByRole('tab', { name });
  fireEvent.keyDown(tab('Crypto'), { key: 'ArrowLeft' });
  expect(selected()).toEqual(['Gold']);
  expect(tab('Gold')).toHaveFocus();
  fireEvent.keyDown(tab('Gold'), { key: 'ArrowRight' });
  expect(selected()).toEqual(['Crypto']);
  fireEvent.keyDown(tab('Crypto'), { key: 'End' });
  expect(selected()).toEqual(['Gold']);
  fireEvent.keyDown(tab('Gold'), { key: 'Home' });
  expect(selected()).toEqual(['Crypto']);
  expect(tab('Crypto')).toHaveFocus();
  // Other keys leave the selection alone.
  fireEvent.keyDown(tab('Crypto'), { key: 'a' });
  expect(onChange).toHaveBeenCalledTimes(4);
});
