import { defineIsland } from '../island';
import { CopyLink } from './CopyLink';

export const copyLinkIsland = defineIsland({ name: 'copy-link', hydrate: 'interaction', component: CopyLink });
