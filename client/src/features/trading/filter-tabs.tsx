/** A filter chip: its key, its words and its test id. */
export interface FilterTab<K> {
  key: K;
  label: string;
  testId: string;
}

/**
 * A row of filter chips that acts as tabs (the position history's statuses, the second
 * contracts' results): one chosen at a time. The row's and the chips' classes are the caller's.
 */
export function FilterTabs<K extends string | number>({
  tabs,
  value,
  onChange,
  className,
  chipClass,
  onClass,
}: {
  tabs: ReadonlyArray<FilterTab<K>>;
  value: K;
  onChange: (key: K) => void;
  className: string;
  chipClass: string;
  onClass: string;
}) {
  return (
    <div className={className} role="tablist">
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          aria-selected={tab.key === value}
          className={`${chipClass}${tab.key === value ? ` ${onClass}` : ''}`}
          onClick={() => onChange(tab.key)}
          data-testid={tab.testId}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
