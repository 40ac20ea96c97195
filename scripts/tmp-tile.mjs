import sharp from 'sharp';
import { readFileSync } from 'node:fs';
const [manifestFile, dir] = process.argv.slice(2);
const m = JSON.parse(readFileSync(manifestFile, 'utf8'));
const hits = [];
for (const [name, file] of Object.entries(m)) {
  if (!name.endsWith('.desktop')) continue;
  const { data, info } = await sharp(`${dir}/${file}`).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  if (info.width < 1280 || info.height < 40) continue;
  // rows 16..min(h,200): compare pixels x in [16,360) with x+375
  let same = 0, total = 0, nonBg = 0;
  for (let y = 16; y < Math.min(info.height, 300); y += 3)
    for (let x = 16; x < 360; x += 3) {
      const a = (y * info.width + x) * 4, b = (y * info.width + x + 375) * 4;
      total++;
      if (data[a] === data[b] && data[a + 1] === data[b + 1] && data[a + 2] === data[b + 2]) same++;
      if (!(data[a] === data[a+4] && data[a+1]===data[a+5])) nonBg++;
    }
  if (same / total > 0.995 && nonBg > 20) hits.push(name);
}
console.log(hits.length, hits.join('\n'));
