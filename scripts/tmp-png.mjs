import sharp from 'sharp';
for (const f of process.argv.slice(2)) await sharp(`visual/baselines/${f}.webp`).png().toFile(`/tmp/vcmp/b-${f}.png`);
