import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import tai from '../../i18n/locales/tai.json';
import { ShortcutLabel } from './shortcut-icons.tsx';

describe('home shortcut labels', () => {
  it('shows the Thai "AI arbitrage" as "AI" over the whole word, never broken inside อาร์บิทราจ', () => {
    const text = tai.home.shortcuts.aiArbitrage;
    // Thai has no spaces: the label says where its lines go, and the word stays on one of them.
    expect(text.split('\n')).toEqual(['AI', 'อาร์บิทราจ']);
    const { container } = render(<ShortcutLabel text={text} />);
    const label = container.firstElementChild;
    expect(label?.textContent).toBe(text);
    expect(label).toHaveClass('shortcut__label', 'shortcut__label--lines');
  });

  it('leaves a label without lines to wrap as the grid allows', () => {
    render(<ShortcutLabel text="Financial management" />);
    const label = screen.getByText('Financial management');
    expect(label).toHaveClass('shortcut__label');
    expect(label).not.toHaveClass('shortcut__label--lines');
  });
});
