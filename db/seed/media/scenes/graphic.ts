import { darken, lighten } from '../palettes';
import { accent, circle, ellipse, gradient, line, path, polygon, rect, type Scene } from './svg';

/** A quilt of tiles, each with its own motif: the look of a DIY or craft project. */
export const patchwork: Scene = (ctx) => {
  const { r, p, w, h } = ctx;
  const cols = r.int(3, 6);
  const size = w / cols;
  const rows = Math.ceil(h / size);
  const out: string[] = [rect(0, 0, w, h, p[0])];
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < cols; x++) {
      const x0 = x * size;
      const y0 = y * size;
      const a = accent(ctx);
      const b = accent(ctx);
      out.push(rect(x0, y0, size, size, a));
      switch (r.int(0, 4)) {
        case 0:
          out.push(
            polygon(
              [
                [x0, y0],
                [x0 + size, y0],
                [x0, y0 + size],
              ],
              b,
            ),
          );
          break;
        case 1:
          out.push(circle(x0 + size / 2, y0 + size / 2, size * 0.32, b));
          break;
        case 2:
          for (let i = 0; i < 4; i += 2) out.push(rect(x0, y0 + (size / 4) * i, size, size / 4, b));
          break;
        case 3:
          out.push(
            polygon(
              [
                [x0 + size / 2, y0 + size * 0.1],
                [x0 + size * 0.9, y0 + size / 2],
                [x0 + size / 2, y0 + size * 0.9],
                [x0 + size * 0.1, y0 + size / 2],
              ],
              b,
            ),
          );
          break;
        default:
          out.push(path(`M${x0} ${y0 + size} A ${size} ${size} 0 0 1 ${x0 + size} ${y0}`, 'none', `stroke="${b}" stroke-width="${size * 0.12}"`));
      }
    }
  }
  const stitch = lighten(p[0], 0.5);
  for (let x = 1; x < cols; x++) out.push(line(x * size, 0, x * size, h, stitch, 2, 'stroke-dasharray="10 8"'));
  for (let y = 1; y < rows; y++) out.push(line(0, y * size, w, y * size, stitch, 2, 'stroke-dasharray="10 8"'));
  return out.join('');
};

/** A Bauhaus-style composition of circles, half discs, bars and a dot grid. */
export const abstract: Scene = (ctx) => {
  const { r, p, w, h } = ctx;
  const out: string[] = [rect(0, 0, w, h, r.pick([p[0], '#f5f0e6', '#1f1f1f']))];
  for (let i = r.int(5, 10); i > 0; i--) {
    const x = w * r.next();
    const y = h * r.next();
    const s = Math.min(w, h) * (0.1 + r.next() * 0.35);
    const colour = accent(ctx);
    switch (r.int(0, 3)) {
      case 0:
        out.push(circle(x, y, s / 2, colour));
        break;
      case 1:
        out.push(
          path(`M${x - s / 2} ${y} A ${s / 2} ${s / 2} 0 0 1 ${x + s / 2} ${y} Z`, colour, `transform="rotate(${r.int(0, 3) * 90} ${x} ${y})"`),
        );
        break;
      case 2:
        out.push(rect(x - s / 2, y - s / 8, s, s / 4, colour, `transform="rotate(${r.int(-60, 60)} ${x} ${y})"`));
        break;
      default:
        out.push(
          polygon(
            [
              [x, y - s / 2],
              [x + s / 2, y + s / 2],
              [x - s / 2, y + s / 2],
            ],
            colour,
          ),
        );
    }
  }
  const gx = w * r.next() * 0.6;
  const gy = h * r.next() * 0.7;
  const dot = darken(accent(ctx), 0.3);
  for (let i = 0; i < 5; i++) for (let j = 0; j < 5; j++) out.push(circle(gx + i * w * 0.04, gy + j * w * 0.04, w * 0.008, dot));
  out.push(line(w * r.next(), 0, w * r.next(), h, darken(accent(ctx), 0.4), w * 0.006));
  return out.join('');
};

/** Energetic diagonal bands with a dumbbell, kettlebell or rolled-out yoga mat. */
export const motion: Scene = (ctx) => {
  const { r, p, w, h } = ctx;
  const out: string[] = [gradient('bg', [p[0], lighten(accent(ctx), 0.3)]), rect(0, 0, w, h, 'url(#bg)')];
  const slope = h * (0.2 + r.next() * 0.4);
  for (let i = r.int(3, 6); i > 0; i--) {
    const y = h * r.next();
    const band = h * (0.02 + r.next() * 0.06);
    out.push(
      polygon(
        [
          [0, y],
          [w, y - slope],
          [w, y - slope + band],
          [0, y + band],
        ],
        accent(ctx),
        'opacity="0.8"',
      ),
    );
  }
  const cx = w * 0.5;
  const cy = h * (0.55 + r.next() * 0.15);
  const gear = darken(accent(ctx), 0.45);
  switch (r.int(0, 2)) {
    case 0:
      out.push(rect(cx - w * 0.22, cy - h * 0.012, w * 0.44, h * 0.024, '#6c757d', 'rx="6"'));
      for (const side of [-1, 1]) {
        out.push(rect(cx + side * w * 0.2 - w * 0.03, cy - h * 0.07, w * 0.06, h * 0.14, gear, 'rx="8"'));
        out.push(rect(cx + side * w * 0.26 - w * 0.025, cy - h * 0.055, w * 0.05, h * 0.11, gear, 'rx="8"'));
      }
      break;
    case 1:
      out.push(circle(cx, cy, w * 0.16, gear));
      out.push(
        path(
          `M${cx - w * 0.1} ${cy - w * 0.12} A ${w * 0.1} ${w * 0.1} 0 0 1 ${cx + w * 0.1} ${cy - w * 0.12}`,
          'none',
          `stroke="${gear}" stroke-width="${w * 0.035}"`,
        ),
      );
      break;
    default:
      out.push(rect(cx - w * 0.35, cy - h * 0.05, w * 0.7, h * 0.1, accent(ctx), 'rx="10"'));
      out.push(ellipse(cx + w * 0.35, cy, w * 0.05, h * 0.05, darken(accent(ctx), 0.2)));
  }
  out.push(circle(w * (0.15 + r.next() * 0.7), h * 0.18, w * 0.08, '#ffffff', 'opacity="0.5"'));
  return out.join('');
};

/** Clothes laid flat from above: a top, trousers or a skirt, shoes, sunglasses and a bag. */
export const flatlay: Scene = (ctx) => {
  const { r, p, w, h } = ctx;
  const out: string[] = [rect(0, 0, w, h, r.pick([p[0], '#f2efe9', '#e9e4dc', lighten(p[3], 0.6)]))];
  const topX = w * (0.3 + r.next() * 0.15);
  const topY = h * (0.15 + r.next() * 0.1);
  const s = w * 0.22;
  const top = accent(ctx);
  out.push(
    polygon(
      [
        [topX - s, topY + s * 0.2],
        [topX - s * 0.45, topY],
        [topX + s * 0.45, topY],
        [topX + s, topY + s * 0.2],
        [topX + s * 0.8, topY + s * 0.55],
        [topX + s * 0.55, topY + s * 0.45],
        [topX + s * 0.55, topY + s * 1.5],
        [topX - s * 0.55, topY + s * 1.5],
        [topX - s * 0.55, topY + s * 0.45],
        [topX - s * 0.8, topY + s * 0.55],
      ],
      top,
    ),
  );
  out.push(path(`M${topX - s * 0.2} ${topY} Q ${topX} ${topY + s * 0.25} ${topX + s * 0.2} ${topY}`, darken(top, 0.2)));
  const legX = w * (0.62 + r.next() * 0.12);
  const legY = h * (0.35 + r.next() * 0.1);
  const trousers = accent(ctx);
  if (r.chance(0.5)) {
    out.push(
      polygon(
        [
          [legX - s * 0.5, legY],
          [legX + s * 0.5, legY],
          [legX + s * 0.6, legY + s * 2.2],
          [legX + s * 0.08, legY + s * 2.2],
          [legX, legY + s * 0.6],
          [legX - s * 0.08, legY + s * 2.2],
          [legX - s * 0.6, legY + s * 2.2],
        ],
        trousers,
      ),
    );
  } else {
    out.push(
      polygon(
        [
          [legX - s * 0.45, legY],
          [legX + s * 0.45, legY],
          [legX + s * 0.85, legY + s * 1.4],
          [legX - s * 0.85, legY + s * 1.4],
        ],
        trousers,
      ),
    );
  }
  out.push(rect(legX - s * 0.5, legY - s * 0.05, s, s * 0.12, darken(trousers, 0.25)));
  const shoeY = h * (0.78 + r.next() * 0.08);
  const shoe = r.pick(['#ffffff', '#222222', accent(ctx)]);
  for (const dx of [0, s * 0.45])
    out.push(
      ellipse(w * 0.22 + dx, shoeY, s * 0.18, s * 0.4, shoe, -10),
      ellipse(w * 0.22 + dx, shoeY + s * 0.15, s * 0.12, s * 0.16, darken(shoe, 0.15), -10),
    );
  const gx = w * 0.72;
  const gy = h * 0.12;
  out.push(
    circle(gx, gy, s * 0.16, '#1b1b1b'),
    circle(gx + s * 0.42, gy, s * 0.16, '#1b1b1b'),
    line(gx + s * 0.14, gy, gx + s * 0.28, gy, '#1b1b1b', 4),
  );
  const bagX = w * (0.55 + r.next() * 0.2);
  const bagY = h * (0.8 + r.next() * 0.05);
  const bag = accent(ctx);
  out.push(
    path(
      `M${bagX - s * 0.25} ${bagY} A ${s * 0.25} ${s * 0.25} 0 0 1 ${bagX + s * 0.25} ${bagY}`,
      'none',
      `stroke="${darken(bag, 0.3)}" stroke-width="6"`,
    ),
  );
  out.push(rect(bagX - s * 0.4, bagY, s * 0.8, s * 0.55, bag, 'rx="10"'));
  return out.join('');
};
