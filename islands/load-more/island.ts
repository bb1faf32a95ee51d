import { defineIsland } from '../island';
import { LoadMore } from './LoadMore';

export const loadMoreIsland = defineIsland({ name: 'load-more', hydrate: 'visible', component: LoadMore });
