/* global URL, console */
/**
 * Writes the country outline the map draws when no tile source may be used
 * (components/map/country-outline.json): the Netherlands and Belgium from world-atlas
 * (Natural Earth 1:50m) through topojson-client, the Caribbean parts left out, coordinates
 * rounded to 3 decimals (about 100 m, far finer than the map's zoom levels show) and repeated
 * points dropped. Run once: `node scripts/make-country-outline.mjs`; the result is committed.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
const countriesPath = require.resolve('world-atlas/countries-50m.json');
const outputUrl = new URL('../components/map/country-outline.json', import.meta.url);

/** ISO 3166 numeric codes, as world-atlas keys its countries. */
const countryIds = new Set(['528', '056']);
/** European part only: longitude 2..8 E, latitude 49..54 N. */
const inEurope = ([lng, lat]) => lng > 2 && lng < 8 && lat > 49 && lat < 54;
const round = (value) => Math.round(value * 1000) / 1000;

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
const features = countries.features
  .filter((country) => countryIds.has(String(country.id)))
  .map((country) => {
    const polygons =
      country.geometry.type === 'Polygon'
        ? [country.geometry.coordinates]
        : country.geometry.coordinates;
    const european = polygons
      .filter((polygon) => polygon[0].every(inEurope))
      .map((polygon) => polygon.map(simplifyRing).filter((ring) => ring.length >= 4));
    return {
      type: 'Feature',
      properties: { name: country.properties.name },
      geometry: { type: 'MultiPolygon', coordinates: european },
    };
  });

const json = JSON.stringify({ type: 'FeatureCollection', features });
await writeFile(outputUrl, json + '\n');
console.log(`${features.length} countries, ${json.length} bytes -> ${outputUrl.pathname}`);
