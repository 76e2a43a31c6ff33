import { CheckList } from 'antd-mobile';
import { Popup } from '../../components/overlays.tsx';
import s from './balance-log.module.css';

const ALL = 'all';

export interface LogFilter {
  title: string;
  value: number | undefined;
  all: string;
  codes: number[];
  label: (code: number) => string;
}

/** A bottom sheet to choose one value of a filter (or all of them). */
export function BalanceLogPicker({
  filter,
  testId,
  titleClassName,
  onPick,
  onClose,
}: {
  filter: LogFilter | undefined;
  testId: string;
  titleClassName: string;
  onPick: (value: number | undefined) => void;
  onClose: () => void;
}) {
  return (
    <Popup visible={filter !== undefined} onMaskClick={onClose} bodyClassName={s.sheet}>
      {filter && (
        <>
          <h2 className={titleClassName}>{filter.title}</h2>
          <CheckList
            data-testid={testId}
            value={[filter.value === undefined ? ALL : String(filter.value)]}
            onChange={(values) => {
              const value = values[0];
              onPick(value === ALL || value === undefined ? undefined : Number(value));
            }}
          >
            {[{ label: filter.all, value: ALL }, ...filter.codes.map((c) => ({ label: filter.label(c), value: String(c) }))].map((o) => (
              <CheckList.Item key={o.value} value={o.value}>
                {o.label}
              </CheckList.Item>
            ))}
          </CheckList>
        </>
      )}
    </Popup>
  );
}
