import { Selector } from 'antd-mobile';
import styles from './code-filter.module.css';

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
  /** 8 px below the row instead of 12 (a second filter follows). */
  tight?: boolean;
}) {
  const options = [{ label: props.allLabel, value: ALL }, ...props.codes.map((c) => ({ label: props.labelOf(c), value: String(c) }))];
  return (
    <div className={props.tight ? `${styles.row} ${styles.tight}` : styles.row}>
      <Selector tabIndex={0}
        data-testid={props.testId}
        showCheckMark={false}
        value={[props.value === undefined ? ALL : String(props.value)]}
        options={options}
        onChange={(v) => {
          const picked = v[0];
          if (picked !== undefined) props.onChange(picked === ALL ? undefined : (Number(picked) as T));
        }}
        className={props.compact ? styles.compact : styles.chips}
      />
    </div>
  );
}
