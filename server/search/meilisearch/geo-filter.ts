/** SPEC §9: geo coordinates are written with 5 decimals (about a metre). */
const PRECISION = 5;

interface LatLng {
    lat: number;
    lng: number;
}

export interface GeoSearch {
    /** Two opposite corners; takes precedence over a radius. */
    boundingBox?: { northEast: LatLng; southWest: LatLng };
    around?: LatLng;
    /** Metres, or 'all' (Algolia's "no limit"), which the engine cannot express. */
    radius?: number | 'all';
}

const coordinate = (value: number) => value.toFixed(PRECISION);

/**
 * Builds the engine's geo filter: a bounding box (`_geoBoundingBox([lat, lng], [lat, lng])`,
 * north-east corner first) or a radius around a point (`_geoRadius(lat, lng, metres)`).
 * SPEC §5: a radius of 'all' is not supported; it triggers a warning and no geo filter.
 */
export function buildGeoFilter(geo: GeoSearch, warn: (message: string) => void = console.warn): string | undefined {
    if (geo.boundingBox) {
        const { northEast, southWest } = geo.boundingBox;
        return `_geoBoundingBox([${coordinate(northEast.lat)}, ${coordinate(northEast.lng)}], [${coordinate(southWest.lat)}, ${coordinate(southWest.lng)}])`;
    }
    if (geo.around && geo.radius !== undefined) {
        if (geo.radius === 'all') {
            warn("Geo search: radius 'all' is not supported; the geo filter is left out.");
            return undefined;
        }
        return `_geoRadius(${coordinate(geo.around.lat)}, ${coordinate(geo.around.lng)}, ${Math.round(geo.radius)})`;
    }
    return undefined;
}
