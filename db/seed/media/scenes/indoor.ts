import { darken, lighten } from '../palettes';
import { accent, circle, ellipse, gradient, line, path, polygon, rect, type Scene } from './svg';

/** A dish seen from above on a wooden or linen table, with a side bowl and cutlery. */
export const tabletop: Scene = (ctx) => {
  const { r, p, w, h } = ctx;
  const table = r.chance(0.5) ? r.pick(['#b08968', '#8d6e52', '#d5bdaf', '#6f4e37']) : p[0];
  const out: string[] = [rect(0, 0, w, h, table)];
  const plank = h / r.int(5, 9);
  for (let y = plank; y < h; y += plank) out.push(rect(0, y, w, Math.max(2, w * 0.004), darken(table, 0.15)));
  const cx = w * (0.4 + r.next() * 0.2);
  const cy = h * (0.4 + r.next() * 0.2);
  const radius = Math.min(w, h) * (0.3 + r.next() * 0.08);
  if (r.chance(0.6))
    out.push(
      rect(
        cx - radius * 1.3,
        cy - radius * 1.2,
        radius * 2.6,
        radius * 2.4,
        lighten(accent(ctx), 0.3),
        `transform="rotate(${r.int(-12, 12)} ${cx} ${cy})"`,
      ),
    );
  out.push(circle(cx, cy, radius, '#f7f4ee'), circle(cx, cy, radius * 0.78, r.pick(['#ffffff', '#efe9df', lighten(p[1], 0.6)])));
  const food = [p[1], p[2], p[3], p[4], '#f2c14e', '#e76f51', '#7aa95c'];
  for (let i = r.int(6, 14); i > 0; i--) {
    const a = r.next() * Math.PI * 2;
    const d = r.next() * radius * 0.5;
    out.push(
      ellipse(
        cx + Math.cos(a) * d,
        cy + Math.sin(a) * d,
        radius * (0.08 + r.next() * 0.14),
        radius * (0.06 + r.next() * 0.1),
        r.pick(food),
        r.int(0, 180),
      ),
    );
  }
  for (let i = r.int(3, 8); i > 0; i--) {
    const a = r.next() * Math.PI * 2;
    const d = r.next() * radius * 0.55;
    out.push(ellipse(cx + Math.cos(a) * d, cy + Math.sin(a) * d, radius * 0.06, radius * 0.025, '#3f7d20', r.int(0, 180)));
  }
  const bx = cx + radius * (r.chance(0.5) ? 1.25 : -1.25);
  const by = cy + radius * (r.next() - 0.5) * 1.6;
  out.push(circle(bx, by, radius * 0.36, '#f7f4ee'), circle(bx, by, radius * 0.28, accent(ctx)));
  const fx = cx - radius * 1.25 * (bx > cx ? 1 : -1);
  out.push(rect(fx - w * 0.012, cy - radius * 0.8, w * 0.024, radius * 1.6, '#c9c9c9', 'rx="6"'));
  out.push(rect(fx + w * 0.03, cy - radius * 0.8, w * 0.02, radius * 1.6, '#d6d6d6', 'rx="6"'));
  return out.join('');
};

/** A living room wall: sofa or armchair, framed art, a lamp and a plant. */
export const room: Scene = (ctx) => {
  const { r, p, w, h } = ctx;
  const wall = r.pick([p[0], lighten(p[1], 0.4), lighten(p[3], 0.5)]);
  const floorY = h * (0.68 + r.next() * 0.1);
  const out: string[] = [rect(0, 0, w, h, wall), rect(0, floorY, w, h - floorY, r.pick(['#c8a27a', '#a47551', '#d9c4a7', '#8b6b4a']))];
  if (r.chance(0.4)) for (let x = w / 8; x < w; x += w / 8) out.push(rect(x, 0, w * 0.004, floorY, darken(wall, 0.05)));
  const sofaW = w * (0.5 + r.next() * 0.25);
  const sofaX = (w - sofaW) * r.next();
  const seatY = floorY - h * 0.08;
  const sofa = accent(ctx);
  out.push(ellipse(sofaX + sofaW / 2, floorY + h * 0.07, sofaW * 0.7, h * 0.05, darken(accent(ctx), 0.1)));
  out.push(rect(sofaX, seatY - h * 0.12, sofaW, h * 0.14, darken(sofa, 0.1), 'rx="18"'));
  out.push(rect(sofaX - w * 0.03, seatY - h * 0.02, sofaW + w * 0.06, h * 0.08, sofa, 'rx="14"'));
  out.push(
    rect(sofaX + w * 0.02, floorY - h * 0.005, w * 0.02, h * 0.03, '#3b2f2f'),
    rect(sofaX + sofaW - w * 0.04, floorY - h * 0.005, w * 0.02, h * 0.03, '#3b2f2f'),
  );
  for (let i = r.int(2, 3); i > 0; i--) {
    const cx = sofaX + sofaW * (0.15 + r.next() * 0.7);
    out.push(rect(cx - w * 0.05, seatY - h * 0.09, w * 0.1, h * 0.08, accent(ctx), `rx="10" transform="rotate(${r.int(-10, 10)} ${cx} ${seatY})"`));
  }
  const frames = r.int(1, 3);
  const artY = seatY - h * (0.38 + r.next() * 0.08);
  for (let i = 0; i < frames; i++) {
    const fw = w * (0.14 + r.next() * 0.12);
    const fh = fw * (0.8 + r.next() * 0.6);
    const fx = sofaX + (sofaW / frames) * i + (sofaW / frames - fw) / 2;
    out.push(rect(fx, artY, fw, fh, '#2b2b2b'), rect(fx + fw * 0.07, artY + fw * 0.07, fw * 0.86, fh - fw * 0.14, lighten(accent(ctx), 0.2)));
    out.push(circle(fx + fw / 2, artY + fh * 0.45, fw * 0.2, accent(ctx)));
  }
  const lampX = sofaX + sofaW + w * 0.08 < w ? sofaX + sofaW + w * 0.07 : sofaX - w * 0.07;
  out.push(line(lampX, floorY, lampX, floorY - h * 0.42, '#333333', w * 0.008));
  out.push(
    polygon(
      [
        [lampX - w * 0.06, floorY - h * 0.4],
        [lampX + w * 0.06, floorY - h * 0.4],
        [lampX + w * 0.035, floorY - h * 0.5],
        [lampX - w * 0.035, floorY - h * 0.5],
      ],
      lighten(accent(ctx), 0.5),
    ),
  );
  const plantX = w * (r.chance(0.5) ? 0.1 : 0.9);
  out.push(
    polygon(
      [
        [plantX - w * 0.05, floorY - h * 0.09],
        [plantX + w * 0.05, floorY - h * 0.09],
        [plantX + w * 0.035, floorY + h * 0.01],
        [plantX - w * 0.035, floorY + h * 0.01],
      ],
      '#c26a3d',
    ),
  );
  for (let i = 0; i < 7; i++)
    out.push(
      ellipse(plantX + (i - 3) * w * 0.02, floorY - h * (0.14 + r.next() * 0.08), w * 0.018, h * 0.06, i % 2 ? '#3a7d44' : '#5c9e5c', (i - 3) * 14),
    );
  return out.join('');
};

/** Skincare bottles and jars on a soft gradient with a marble vein or two. */
export const vanity: Scene = (ctx) => {
  const { r, p, w, h } = ctx;
  const out: string[] = [gradient('bg', [lighten(p[0], 0.2), lighten(p[r.int(1, 2)], 0.3)]), rect(0, 0, w, h, 'url(#bg)')];
  for (let i = 0; i < 3; i++) {
    const y = h * r.next();
    out.push(
      path(
        `M0 ${y} C ${w * 0.3} ${y + h * 0.1}, ${w * 0.6} ${y - h * 0.15}, ${w} ${y + h * 0.05}`,
        'none',
        `stroke="${darken(p[0], 0.15)}" stroke-width="3" opacity="0.5"`,
      ),
    );
  }
  const shelf = h * (0.72 + r.next() * 0.08);
  out.push(rect(0, shelf, w, h - shelf, lighten(accent(ctx), 0.35)));
  let x = w * 0.08;
  while (x < w * 0.85) {
    const bw = w * (0.1 + r.next() * 0.1);
    const bh = h * (0.14 + r.next() * 0.22);
    const colour = accent(ctx);
    if (r.chance(0.3)) {
      out.push(
        rect(x, shelf - bh * 0.45, bw * 1.3, bh * 0.45, colour, 'rx="12"'),
        rect(x - bw * 0.05, shelf - bh * 0.58, bw * 1.4, bh * 0.15, darken(colour, 0.3), 'rx="8"'),
      );
      x += bw * 1.3;
    } else {
      out.push(rect(x, shelf - bh, bw, bh, colour, `rx="${Math.round(bw * 0.2)}"`));
      out.push(rect(x + bw * 0.3, shelf - bh - h * 0.05, bw * 0.4, h * 0.05, darken(colour, 0.35)));
      if (r.chance(0.5)) out.push(circle(x + bw / 2, shelf - bh - h * 0.065, bw * 0.22, darken(colour, 0.45)));
      out.push(rect(x + bw * 0.15, shelf - bh * 0.6, bw * 0.7, bh * 0.25, lighten(colour, 0.6), 'rx="4"'));
    }
    x += w * (0.04 + r.next() * 0.05) + bw;
  }
  for (let i = r.int(3, 7); i > 0; i--) out.push(circle(w * r.next(), h * r.next() * 0.6, w * (0.02 + r.next() * 0.06), '#ffffff', 'opacity="0.35"'));
  return out.join('');
};
