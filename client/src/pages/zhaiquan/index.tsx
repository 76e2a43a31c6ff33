import { CatalogueScreen } from '../../features/earn/index.ts';

/**
 * Debt crowdfunding (zhaiquan, public): each project with what is raised against its target
 * (a progress bar), its rate and term and the minimum; subscribing opens zhaiquanDetail (login).
 */
export default function DebtPage() {
  return <CatalogueScreen kind="debt" testId="zhaiquan" />;
}
