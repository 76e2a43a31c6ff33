import { lazy, Suspense, type ReactNode } from 'react';

// Its illustrations are inline SVG (10.1 KB gzip): loaded with the first empty or failed state, not with every page that can show one.
const AntdErrorBlock = lazy(() => import('antd-mobile/es/components/error-block'));

interface ErrorBlockProps {
  status: 'default' | 'empty';
  title: ReactNode;
  description?: ReactNode;
}

/**
 * antd-mobile's ErrorBlock (an illustration, a title, a description) for the empty and failed
 * states, loaded on first use. Until it arrives the title and description show without the
 * illustration, so the state's text and its action are there at once.
 */
export function ErrorBlock({ status, title, description }: ErrorBlockProps) {
  return (
    <Suspense
      fallback={
        <div className="error-block-pending">
          <div className="error-block-pending__title">{title}</div>
          {description ? (
            <div className="error-block-pending__description">{description}</div>
          ) : null}
        </div>
      }
    >
      <AntdErrorBlock status={status} title={title} description={description} />
    </Suspense>
  );
}
