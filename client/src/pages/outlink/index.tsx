import { useSearchParams } from 'react-router-dom';
import { OutlinkView } from '../../features/content/index.ts';

/**
 * Shows an external page whose address arrives as `?url=` (SPEC.md section 2; features/content's
 * OutlinkView). Kept alive: returning to it does not reload the page.
 */
export default function OutlinkPage() {
  const [params] = useSearchParams();
  return <OutlinkView url={params.get('url')} />;
}
