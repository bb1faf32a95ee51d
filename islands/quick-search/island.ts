import { defineIsland } from '../island';
import { QuickSearch } from './QuickSearch';

export const quickSearchIsland = defineIsland({ name: 'quick-search', hydrate: 'interaction', component: QuickSearch });
