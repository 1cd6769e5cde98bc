import { useLoaderData } from '@gfm/shared/router';
import { PlanYourVisit } from '@gfm/shared/components/plan-your-visit';
import { mallHours } from '../../data/hours';
import { visit } from '../../data/visit';

/** The page's clock, kept until midnight: what is open today. */
export { renderedTodayLoader as loader } from '@gfm/shared/dated/whats-on-loader';

/** `/gfmpalam/plan-your-visit`: hours and exceptions, getting there, parking, accessibility. */
export function Component() {
  const { now } = useLoaderData<{ now: string }>();
  return <PlanYourVisit mall="gfmpalam" hours={mallHours} guide={visit} now={now} />;
}
