/**
 * The address of a site the browser tests' global setup started (tests/browser/setup/): the
 * setup hands them to the test workers in the BROWSER_SITES environment variable. Read lazily,
 * so a test file also loads where no site runs (`playwright test --list`).
 */
import type { SiteAddress, SiteName } from '../browser/setup/sites';

function address(name: SiteName): SiteAddress {
    const sites = JSON.parse(process.env.BROWSER_SITES ?? '{}') as Partial<Record<SiteName, SiteAddress>>;
    const found = sites[name];
    if (!found) throw new Error(`No "${name}" site: run the browser tests with \`npm run test:browser\``);
    return found;
}

export function site(name: SiteName): Required<SiteAddress> {
    return {
        get baseUrl() {
            return address(name).baseUrl;
        },
        get analyticsLog() {
            const log = address(name).analyticsLog;
            if (!log) throw new Error(`The "${name}" site keeps no analytics log`);
            return log;
        },
    };
}
