import { describe, expect, it, vi } from 'vitest';
import { buildGeoFilter } from '../../../../../server/search/meilisearch/geo-filter';

describe('geo filter (SPEC §5, §9)', () => {
    it('builds a bounding box, north-east corner first, with 5 decimals', () => {
        expect(
            buildGeoFilter({
                boundingBox: { northEast: { lat: 50.9, lng: 4.45 }, southWest: { lat: 50.8123456789, lng: 4.3 } },
            }),
        ).toBe('_geoBoundingBox([50.90000, 4.45000], [50.81235, 4.30000])');
    });

    it('builds a radius around a point, in whole metres', () => {
        expect(buildGeoFilter({ around: { lat: 51.0543422, lng: 3.7174243 }, radius: 1500.4 })).toBe(
            '_geoRadius(51.05434, 3.71742, 1500)',
        );
    });

    it('prefers the bounding box when both are given', () => {
        const filter = buildGeoFilter({
            boundingBox: { northEast: { lat: 1, lng: 1 }, southWest: { lat: 0, lng: 0 } },
            around: { lat: 0.5, lng: 0.5 },
            radius: 10,
        });
        expect(filter).toMatch(/^_geoBoundingBox/);
    });

    it("warns that a radius of 'all' is not supported and builds no filter", () => {
        const warn = vi.fn();
        expect(buildGeoFilter({ around: { lat: 50, lng: 4 }, radius: 'all' }, warn)).toBeUndefined();
        expect(warn).toHaveBeenCalledTimes(1);
        expect(warn.mock.calls[0]![0]).toContain("radius 'all' is not supported");
    });

    it('builds nothing without an area', () => {
        expect(buildGeoFilter({})).toBeUndefined();
        expect(buildGeoFilter({ around: { lat: 50, lng: 4 } })).toBeUndefined();
    });

    it('rounds negative coordinates too', () => {
        expect(buildGeoFilter({ around: { lat: -33.8688197, lng: -151.2092955 }, radius: 5 })).toBe(
            '_geoRadius(-33.86882, -151.20930, 5)',
        );
    });
});
