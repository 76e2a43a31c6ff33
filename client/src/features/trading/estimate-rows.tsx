/** One line of an estimate or a confirmation: a label and its figure. */
export interface EstimateRow {
  label: React.ReactNode;
  value: React.ReactNode;
  testId?: string;
  className?: string;
}

/**
 * Label-and-figure lines (`tr-estimate__row`): the order's estimate, the order and close
 * confirmations. A row that is `false` is left out.
 */
export function EstimateRows({ rows }: { rows: ReadonlyArray<EstimateRow | false> }) {
  return (
    <>
      {rows.map(
        (row, index) =>
          row && (
            <div className="tr-estimate__row" key={index}>
              <span>{row.label}</span>
              <span className={row.className} data-testid={row.testId}>
                {row.value}
              </span>
            </div>
          ),
      )}
    </>
  );
}
