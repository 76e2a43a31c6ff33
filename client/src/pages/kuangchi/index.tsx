import { CatalogueScreen } from '../../features/earn/index.ts';

/** Mining pool (kuangchi): the hosted mining machines on the route's slate background, each with its specification and unit price. */
export default function MiningPoolPage() {
  return <CatalogueScreen kind="mining" testId="kuangchi" dark />;
}
