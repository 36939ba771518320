import { darken, lighten } from '../palettes';
import { accent, circle, ellipse, gradient, line, path, polygon, rect, type Scene, type SceneContext } from './svg';

function ridge(ctx: SceneContext, baseY: number, amplitude: number, fill: string): string {
  const { r, w, h } = ctx;
  const points: [number, number][] = [[0, h]];
  const steps = r.int(5, 10);
  for (let i = 0; i <= steps; i++) points.push([(w * i) / steps, baseY - amplitude * r.next()]);
  points.push([w, h]);
  return polygon(points, fill);
}

/** Layered mountain ridges under a sky gradient, with a sun or moon and sometimes a lake. */
export const landscape: Scene = (ctx) => {
  const { r, p, w, h } = ctx;
  const out: string[] = [gradient('sky', [lighten(p[r.int(1, 2)], 0.3), lighten(p[0], 0.1)]), rect(0, 0, w, h, 'url(#sky)')];
  out.push(
    circle(
      w * (0.2 + r.next() * 0.6),
      h * (0.12 + r.next() * 0.2),
      Math.min(w, h) * (0.06 + r.next() * 0.06),
      r.pick(['#fff3c4', '#ffd166', '#fefae0', lighten(p[4], 0.4)]),
    ),
  );
  const layers = r.int(3, 5);
  const base = accent(ctx);
  for (let i = 0; i < layers; i++) {
    const y = h * (0.38 + (i * 0.4) / layers);
    out.push(ridge(ctx, y, h * (0.18 - i * 0.02), darken(lighten(base, 0.5 - i * 0.15), i * 0.12)));
  }
  if (r.chance(0.45)) {
    const lakeY = h * (0.8 + r.next() * 0.08);
    out.push(rect(0, lakeY, w, h - lakeY, lighten(p[r.int(1, 4)], 0.25)));
    for (let i = 0; i < 6; i++) out.push(rect(w * r.next(), lakeY + (h - lakeY) * r.next(), w * 0.12, 3, '#ffffff', 'opacity="0.6"'));
  }
  for (let i = r.int(0, 5); i > 0; i--) {
    const bx = w * r.next();
    const by = h * (0.1 + r.next() * 0.2);
    out.push(
      path(
        `M${bx} ${by} q ${w * 0.015} ${-h * 0.01} ${w * 0.03} 0 q ${w * 0.015} ${-h * 0.01} ${w * 0.03} 0`,
        'none',
        'stroke="#333" stroke-width="3"',
      ),
    );
  }
  return out.join('');
};

/** Sea, sand and sky, with a palm or a beach umbrella. */
export const beach: Scene = (ctx) => {
  const { r, p, w, h } = ctx;
  const seaY = h * (0.45 + r.next() * 0.15);
  const sandY = seaY + h * (0.12 + r.next() * 0.1);
  const out: string[] = [
    gradient('sky', [r.pick(['#8ecae6', '#a2d2ff', '#ffafcc', '#ffd6a5']), lighten(p[0], 0.2)]),
    rect(0, 0, w, seaY, 'url(#sky)'),
    circle(w * (0.2 + r.next() * 0.6), seaY - h * 0.08, w * 0.09, r.pick(['#ffd166', '#ffffff', '#ffb703'])),
    rect(0, seaY, w, sandY - seaY, r.pick(['#219ebc', '#0077b6', '#2a9d8f', '#48cae4'])),
    rect(0, sandY, w, h - sandY, r.pick(['#f4e1c1', '#e9d8a6', '#f2e8cf'])),
  ];
  for (let i = 0; i < 5; i++) out.push(rect(w * r.next(), seaY + (sandY - seaY) * r.next(), w * 0.15, 4, '#ffffff', 'opacity="0.55"'));
  out.push(
    path(`M0 ${sandY} Q ${w * 0.25} ${sandY - h * 0.02} ${w * 0.5} ${sandY} T ${w} ${sandY} V ${sandY + h * 0.02} H 0 Z`, '#ffffff', 'opacity="0.7"'),
  );
  if (r.chance(0.5)) {
    const tx = w * (r.chance(0.5) ? 0.2 : 0.75);
    const top = h * (0.25 + r.next() * 0.1);
    out.push(
      path(
        `M${tx} ${sandY + h * 0.08} Q ${tx + w * 0.06} ${(sandY + top) / 2} ${tx + w * 0.02} ${top}`,
        'none',
        `stroke="#7f5539" stroke-width="${w * 0.025}"`,
      ),
    );
    for (let i = 0; i < 6; i++)
      out.push(
        ellipse(tx + w * 0.02 + Math.cos(i) * w * 0.08, top + Math.sin(i) * h * 0.02, w * 0.1, h * 0.018, i % 2 ? '#2d6a4f' : '#40916c', i * 60),
      );
  } else {
    const ux = w * (0.3 + r.next() * 0.4);
    const uy = sandY + h * 0.02;
    const colour = accent(ctx);
    out.push(line(ux, uy - h * 0.18, ux, uy + h * 0.12, '#555555', w * 0.01));
    out.push(path(`M${ux - w * 0.2} ${uy - h * 0.16} A ${w * 0.2} ${h * 0.1} 0 0 1 ${ux + w * 0.2} ${uy - h * 0.16} Z`, colour));
    out.push(rect(ux - w * 0.2, uy + h * 0.1, w * 0.22, h * 0.05, lighten(colour, 0.4), 'rx="8"'));
  }
  return out.join('');
};

/** Stems, leaves and flowers, sometimes growing out of a terracotta pot. */
export const botanical: Scene = (ctx) => {
  const { r, p, w, h } = ctx;
  const out: string[] = [rect(0, 0, w, h, lighten(p[0], 0.15))];
  const greens = ['#2d6a4f', '#40916c', '#52b788', '#386641', '#6a994e', '#1b4332'];
  const potted = r.chance(0.5);
  const baseY = potted ? h * 0.72 : h * 1.02;
  for (let s = r.int(3, 6); s > 0; s--) {
    const x0 = w * (potted ? 0.42 + r.next() * 0.16 : r.next());
    const x1 = x0 + (r.next() - 0.5) * w * 0.5;
    const y1 = h * (0.1 + r.next() * 0.35);
    const green = r.pick(greens);
    out.push(path(`M${x0} ${baseY} Q ${x0} ${(baseY + y1) / 2} ${x1} ${y1}`, 'none', `stroke="${green}" stroke-width="${w * 0.008}"`));
    for (let t = 0.2; t < 1; t += 0.14) {
      const x = x0 + (x1 - x0) * t * t;
      const y = baseY + (y1 - baseY) * t;
      const side = r.chance(0.5) ? 1 : -1;
      out.push(ellipse(x + side * w * 0.04, y, w * (0.035 + r.next() * 0.03), w * 0.014, r.pick(greens), side * 30 + r.int(-15, 15)));
    }
    if (r.chance(0.6)) {
      const petal = r.pick([p[1], p[2], p[4], '#ffffff', '#ffafcc']);
      for (let i = 0; i < 6; i++)
        out.push(ellipse(x1 + Math.cos(i * 1.047) * w * 0.03, y1 + Math.sin(i * 1.047) * w * 0.03, w * 0.03, w * 0.015, petal, i * 60));
      out.push(circle(x1, y1, w * 0.018, '#ffd166'));
    }
  }
  if (potted) {
    out.push(
      polygon(
        [
          [w * 0.32, h * 0.7],
          [w * 0.68, h * 0.7],
          [w * 0.62, h * 0.95],
          [w * 0.38, h * 0.95],
        ],
        '#c1683c',
      ),
    );
    out.push(rect(w * 0.3, h * 0.68, w * 0.4, h * 0.05, '#a8552f', 'rx="6"'));
  }
  return out.join('');
};
