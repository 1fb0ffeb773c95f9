import sharp from 'sharp';
import { imageSvg } from '../images.ts';
const colors = ['#ffffff', '#c62828', '#1f1f1f', '#1e58c8', '#c9a227'];
const picks = [...colors.map((color) => ({ kind: 'product' as const, file: 'x', pictogram: 'glove' as const, brandName: 'Ringmeester', brandColor: '#b5179e', title: 'PS-serie', subtitle: 'Bokshandschoenen', color, energyClass: null, view: 1 as const })),
  { kind: 'product' as const, file: 'x', pictogram: 'soundbar' as const, brandName: 'Vonk', brandColor: '#e85d04', title: 'SB-serie', subtitle: 'Soundbar', color: '#ffffff', energyClass: null, view: 1 as const }];
const tile = 240;
const tiles = await Promise.all(picks.map(async (s, i) => ({ input: await sharp(Buffer.from(imageSvg(s))).resize(tile, tile).png().toBuffer(), left: i * tile, top: 0 })));
await sharp({ create: { width: picks.length * tile, height: tile, channels: 3, background: '#888' } }).composite(tiles).png().toFile('/tmp/seedbench/sheet2.png');
