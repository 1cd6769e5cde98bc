import { useLoaderData } from '@gfm/shared/router';
import { PlanYourVisit } from '@gfm/shared/features/visit';
import { mallHours } from '../../data/hours';
import { visit } from '../../data/visit';
import { wayfinding } from '../../data/wayfinding';

/** The page's clock, kept until midnight: what is open today. */
export { renderedTodayLoader as loader } from '@gfm/shared/features/whats-on';

/** `/gfm43/plan-your-visit`: hours and exceptions, getting there, parking, accessibility. */
export function Component() {
  const { now } = useLoaderData<{ now: string }>();
  return <PlanYourVisit mall="gfm43" hours={mallHours} guide={visit} now={now} wayfinding={wayfinding} />;
}
