import { defineIsland } from '../island';
import { CookieToggle } from './CookieToggle';

export const cookieToggleIsland = defineIsland({ name: 'cookie-toggle', hydrate: 'visible', component: CookieToggle });
