import { useLoaderData } from '@gfm/shared/router';
import type { HoursData } from '@gfm/shared/content/content-data';
import { PlanYourVisit } from '@gfm/shared/features/visit';
import { renderedTodayLoader } from '@gfm/shared/features/whats-on';
import { content } from '../../content';
import { mallHoursWith } from '../../data/hours';
import { visit } from '../../data/visit';
import { wayfinding } from '../../data/wayfinding';

/** The page's clock and the days the hours differ, from WordPress. */
export const loader = renderedTodayLoader(content);

/** `/gfmpalam/plan-your-visit`: hours and exceptions, getting there, parking, accessibility. */
export function Component() {
  const { now, hours } = useLoaderData<HoursData & { now: string }>();
  return <PlanYourVisit mall="gfmpalam" hours={mallHoursWith(hours)} guide={visit} now={now} wayfinding={wayfinding} />;
}
