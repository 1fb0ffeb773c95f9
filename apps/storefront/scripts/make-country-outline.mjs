/* global URL, console */
/**
 * Writes the country outline the map draws when no tile source may be used
 * (components/map/country-outline.json): the Netherlands and Belgium from world-atlas
 * (Natural Earth 1:50m) through topojson-client, the Caribbean parts left out, and their
 * neighbours cut to the area a map of the two shows (so land beside them does not read as sea);
 * coordinates rounded to 3 decimals (about 100 m, far finer than the map's zoom levels show) and
 * repeated points dropped. Run once: `node scripts/make-country-outline.mjs`; the result is
 * committed.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
const countriesPath = require.resolve('world-atlas/countries-50m.json');
const outputUrl = new URL('../components/map/country-outline.json', import.meta.url);

/** ISO 3166 numeric codes, as world-atlas keys its countries. */
const homeIds = new Set(['528', '056']);
/** Germany, France, Luxembourg, the United Kingdom and Denmark: drawn as plain land. */
const neighbourIds = new Set(['276', '250', '442', '826', '208']);
/** What a map of the Netherlands and Belgium shows, down to zoom 7 on a wide screen. */
const area = { west: -1.5, east: 12, south: 47.5, north: 56 };
const round = (value) => Math.round(value * 1000) / 1000;

/** Sutherland–Hodgman: the part of a ring inside `area`, closed again. */
function clipRing(ring) {
  const edges = [
    [(p) => p[0] >= area.west, (a, b) => cut(a, b, 0, area.west)],
    [(p) => p[0] <= area.east, (a, b) => cut(a, b, 0, area.east)],
    [(p) => p[1] >= area.south, (a, b) => cut(a, b, 1, area.south)],
    [(p) => p[1] <= area.north, (a, b) => cut(a, b, 1, area.north)],
  ];
  let points = ring.slice(0, -1);
  for (const [inside, intersect] of edges) {
    const input = points;
    points = [];
    input.forEach((current, index) => {
      const previous = input[(index + input.length - 1) % input.length];
      if (inside(current)) {
        if (!inside(previous)) points.push(intersect(previous, current));
        points.push(current);
      } else if (inside(previous)) {
        points.push(intersect(previous, current));
      }
    });
    if (!points.length) return [];
  }
  return [...points, points[0]];
}

function cut(a, b, axis, value) {
  const t = (value - a[axis]) / (b[axis] - a[axis]);
  const other = 1 - axis;
  const point = [];
  point[axis] = value;
  point[other] = a[other] + t * (b[other] - a[other]);
  return point;
}

function simplifyRing(ring) {
  const points = [];
  for (const [lng, lat] of ring) {
    const point = [round(lng), round(lat)];
    const last = points.at(-1);
    if (!last || last[0] !== point[0] || last[1] !== point[1]) points.push(point);
  }
  return points;
}

const topology = JSON.parse(await readFile(countriesPath, 'utf8'));
const countries = feature(topology, topology.objects.countries);
const polygonsOf = (geometry) =>
  geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;

const features = countries.features
  .filter((country) => homeIds.has(String(country.id)) || neighbourIds.has(String(country.id)))
  .map((country) => {
    const home = homeIds.has(String(country.id));
    const polygons = polygonsOf(country.geometry)
      .map((polygon) => polygon.map((ring) => simplifyRing(clipRing(ring))))
      // Rings cut down to nothing (the Caribbean Netherlands, far parts of the neighbours) go.
      .filter((polygon) => polygon[0].length >= 4)
      .map((polygon) => polygon.filter((ring) => ring.length >= 4));
    return {
      type: 'Feature',
      properties: { name: country.properties.name, home },
      geometry: { type: 'MultiPolygon', coordinates: polygons },
    };
  })
  .filter((feature) => feature.geometry.coordinates.length > 0)
  // The neighbours first, so the home countries' borders are drawn over theirs.
  .sort((a, b) => Number(a.properties.home) - Number(b.properties.home));

const json = JSON.stringify({ type: 'FeatureCollection', features });
await writeFile(outputUrl, json + '\n');
console.log(`${features.length} countries, ${json.length} bytes -> ${outputUrl.pathname}`);
