import { Selector } from 'antd-mobile';
import type { CSSProperties } from 'react';

const ALL = 'all';

/**
 * A row of chips filtering a list by one of the contract's numeric codes (a state, a kind),
 * "all" first: `undefined` is "all". Scrolls sideways when the labels outgrow the screen.
 */
export function CodeFilter<T extends number>(props: {
  testId: string;
  allLabel: string;
  codes: readonly T[];
  labelOf: (code: T) => string;
  value: T | undefined;
  onChange: (code: T | undefined) => void;
  compact?: boolean;
  marginBottom?: number;
}) {
  const options = [{ label: props.allLabel, value: ALL }, ...props.codes.map((c) => ({ label: props.labelOf(c), value: String(c) }))];
  const style: CSSProperties = props.compact ? ({ '--padding': '4px 10px', fontSize: 12 } as CSSProperties) : ({ '--padding': '6px 12px' } as CSSProperties);
  return (
    <div style={{ overflowX: 'auto', marginBottom: props.marginBottom ?? 12 }}>
      <Selector tabIndex={0}
        data-testid={props.testId}
        showCheckMark={false}
        value={[props.value === undefined ? ALL : String(props.value)]}
        options={options}
        onChange={(v) => {
          const picked = v[0];
          if (picked !== undefined) props.onChange(picked === ALL ? undefined : (Number(picked) as T));
        }}
        style={style}
      />
    </div>
  );
}
