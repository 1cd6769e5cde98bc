import type { BlogPageModule, PageModule } from '@gfm/shared/contracts/remotes';
import type { MallId } from '@gfm/shared/data/malls';

/**
 * A blog page's `page(mallId)`: the page module of each mall, made once, so
 * the page's component keeps its identity from one render to the next (a new
 * component each time would remount the page).
 */
export function pagePerMall(make: (mallId: MallId) => PageModule): BlogPageModule['page'] {
  const modules = new Map<MallId, PageModule>();
  return (mallId) => {
    let module = modules.get(mallId);
    if (!module) {
      module = make(mallId);
      modules.set(mallId, module);
    }
    return module;
  };
}
