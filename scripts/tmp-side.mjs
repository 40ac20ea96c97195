import sharp from 'sharp';
import { readdirSync } from 'node:fs';
const dir = process.argv[2], out = process.argv[3];
const names = [...new Set(readdirSync(dir).filter((f) => f.endsWith('.diff.png')).map((f) => f.replace('.diff.png', '')))];
for (const n of names) {
  const imgs = ['expected', 'actual', 'diff'].map((k) => `${dir}/${n}.${k}.png`);
  const metas = await Promise.all(imgs.map((f) => sharp(f).metadata()));
  const w = metas.reduce((s, m) => s + m.width + 10, 0), h = Math.max(...metas.map((m) => m.height));
  let x = 0; const comp = [];
  for (let i = 0; i < 3; i++) { comp.push({ input: imgs[i], left: x, top: 0 }); x += metas[i].width + 10; }
  let img = sharp({ create: { width: w, height: h, channels: 3, background: '#ff00ff' } }).composite(comp);
  const scale = Math.min(1, 2400 / w, 1600 / h);
  const buf = await img.png().toBuffer();
  await sharp(buf).resize(Math.round(w * scale), Math.round(h * scale)).png().toFile(`${out}/${n}.png`);
}
console.log(names.length);
