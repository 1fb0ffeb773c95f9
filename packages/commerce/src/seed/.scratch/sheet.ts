import sharp from 'sharp';
import { generateCatalog } from '../generate/catalog.ts';
import { imageSvg } from '../images.ts';
import { PICTOGRAMS } from '../images/pictograms.ts';
const d = generateCatalog({ products: 400, seed: 1, now: new Date('2026-03-11T10:00:00Z') });
const picks: typeof d.images = [];
for (const p of PICTOGRAMS) { const i = d.images.find((x) => x.kind === 'product' && x.pictogram === p && x.view === 1); if (i) picks.push(i); }
for (const v of [2, 3, 4]) { const i = d.images.find((x) => x.kind === 'product' && x.view === v && x.pictogram === 'glove'); if (i) picks.push(i); }
picks.push(d.images.find((x) => x.kind === 'energy' && x.energyClass === 'C')!, d.images.find((x) => x.kind === 'energy' && x.energyClass === 'A++')!, d.images.find((x) => x.kind === 'category')!, d.images.find((x) => x.kind === 'brand')!);
const tile = 200, cols = 7;
const tiles = await Promise.all(picks.map(async (s, i) => ({ input: await sharp(Buffer.from(imageSvg(s))).resize(tile, tile, { fit: 'contain', background: '#888' }).png().toBuffer(), left: (i % cols) * tile, top: Math.floor(i / cols) * tile })));
await sharp({ create: { width: cols * tile, height: Math.ceil(picks.length / cols) * tile, channels: 3, background: '#888' } }).composite(tiles).png().toFile('/tmp/seedbench/sheet.png');
console.log(picks.map((p) => p.file).join('\n'));
