/*
 * The hero animations, one scene per page, drawn on a 960×540 canvas as pure functions of time
 * (t in seconds, period T): web/scripts/make-hero-videos.ts renders them frame by frame in headless
 * Chromium and encodes the frames with ffmpeg. Every motion completes a whole number of cycles in
 * T, so the video loops without a seam. The left half stays calm for the page title.
 */
/* eslint-disable */
const W = 960;
const H = 540;
const TAU = Math.PI * 2;

function rng(seed) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 4294967296;
}

function backdrop(ctx, stops, glow) {
  const g = ctx.createLinearGradient(0, 0, W, H);
  stops.forEach(([at, colour]) => g.addColorStop(at, colour));
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, W, H);
  const r = ctx.createRadialGradient(glow.x, glow.y, 0, glow.x, glow.y, glow.r);
  r.addColorStop(0, glow.colour);
  r.addColorStop(1, 'rgba(0,0,0,0)');
  ctx.fillStyle = r;
  ctx.fillRect(0, 0, W, H);
}

/** Home: a globe of connected nodes (the cloud) with signals travelling between them (AI). */
function home(ctx, t, T) {
  backdrop(
    ctx,
    [
      [0, '#061327'],
      [0.55, '#0a2547'],
      [1, '#0b3b5c'],
    ],
    { x: 700, y: 270, r: 360, colour: 'rgba(18,163,163,0.28)' },
  );
  const rand = rng(11);
  const nodes = [];
  const n = 140;
  for (let i = 0; i < n; i++) {
    const y = 1 - (i / (n - 1)) * 2;
    const radius = Math.sqrt(1 - y * y);
    const theta = i * 2.399963;
    nodes.push([Math.cos(theta) * radius, y, Math.sin(theta) * radius, rand()]);
  }
  const angle = (TAU * t) / T;
  const cx = 690,
    cy = 270,
    R = 215,
    tilt = 0.35;
  const projected = nodes.map(([x, y, z, k]) => {
    const x1 = x * Math.cos(angle) + z * Math.sin(angle);
    const z1 = -x * Math.sin(angle) + z * Math.cos(angle);
    const y2 = y * Math.cos(tilt) - z1 * Math.sin(tilt);
    const z2 = y * Math.sin(tilt) + z1 * Math.cos(tilt);
    return { x: cx + x1 * R, y: cy + y2 * R, z: z2, k };
  });
  ctx.lineWidth = 1.6;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const a = projected[i],
        b = projected[j];
      const d = Math.hypot(a.x - b.x, a.y - b.y);
      if (d < 52) {
        const depth = (a.z + b.z + 2) / 4;
        ctx.strokeStyle = `rgba(127,224,224,${0.08 + depth * 0.32})`;
        ctx.beginPath();
        ctx.moveTo(a.x, a.y);
        ctx.lineTo(b.x, b.y);
        ctx.stroke();
        if ((i * 7 + j) % 23 === 0) {
          const p = ((t / T) * 3 + a.k) % 1;
          ctx.fillStyle = `rgba(255,214,102,${0.35 + depth * 0.6})`;
          ctx.beginPath();
          ctx.arc(a.x + (b.x - a.x) * p, a.y + (b.y - a.y) * p, 2.2, 0, TAU);
          ctx.fill();
        }
      }
    }
  }
  for (const p of projected) {
    const depth = (p.z + 1) / 2;
    const pulse = 0.5 + 0.5 * Math.sin(TAU * ((t / T) * 2 + p.k));
    ctx.fillStyle = `rgba(${Math.round(120 + 100 * depth)},${Math.round(200 + 40 * depth)},255,${0.25 + depth * 0.7})`;
    ctx.beginPath();
    ctx.arc(p.x, p.y, 1.4 + depth * 2.4 + pulse * depth, 0, TAU);
    ctx.fill();
  }
}

/** Services: the platform stack (data, cloud, AI, apps) with work flowing up through it. */
function services(ctx, t, T) {
  backdrop(
    ctx,
    [
      [0, '#0a1630'],
      [0.6, '#1d1f5c'],
      [1, '#0b3f6b'],
    ],
    { x: 720, y: 300, r: 380, colour: 'rgba(91,91,214,0.3)' },
  );
  const cx = 700,
    baseY = 420,
    w = 170,
    h = 86,
    gap = 62;
  const colours = ['#12a3a3', '#2f7fd6', '#6a5be0', '#e0a33b'];
  const labels = ['DATA', 'CLOUD', 'AI', 'APPS'];
  for (let layer = 0; layer < 4; layer++) {
    const y = baseY - layer * gap + Math.sin(TAU * (t / T + layer * 0.15)) * 4;
    ctx.beginPath();
    ctx.moveTo(cx, y - h / 2);
    ctx.lineTo(cx + w, y);
    ctx.lineTo(cx, y + h / 2);
    ctx.lineTo(cx - w, y);
    ctx.closePath();
    ctx.fillStyle = colours[layer] + '33';
    ctx.fill();
    ctx.strokeStyle = colours[layer];
    ctx.lineWidth = 2;
    ctx.stroke();
    ctx.fillStyle = colours[layer];
    ctx.font = '600 13px sans-serif';
    ctx.textAlign = 'left';
    ctx.fillText(labels[layer], cx + w + 14, y + 4);
  }
  const rand = rng(5);
  for (let i = 0; i < 26; i++) {
    const offset = rand();
    const lane = (rand() - 0.5) * 1.6;
    const p = ((t / T) * 2 + offset) % 1;
    const y = baseY + 30 - p * (gap * 3 + 90);
    const x = cx + lane * w * 0.55 * (1 - Math.abs(lane) * 0.2);
    const alpha = Math.sin(Math.PI * p);
    ctx.fillStyle = `rgba(255,255,255,${alpha * 0.85})`;
    ctx.fillRect(x - 2, y - 6, 4, 12);
  }
}

/** About: people in orbit around a shared centre, linked by the work they do together. */
function about(ctx, t, T) {
  backdrop(
    ctx,
    [
      [0, '#04202d'],
      [0.5, '#0a3b4a'],
      [1, '#14305e'],
    ],
    { x: 690, y: 270, r: 330, colour: 'rgba(18,163,163,0.32)' },
  );
  const cx = 690,
    cy = 270;
  const orbits = [
    { r: 80, count: 3, turns: 1 },
    { r: 150, count: 5, turns: -1 },
    { r: 225, count: 8, turns: 1 },
  ];
  const people = [];
  orbits.forEach((orbit, o) => {
    ctx.strokeStyle = 'rgba(167,240,240,0.18)';
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.ellipse(cx, cy, orbit.r, orbit.r * 0.82, 0, 0, TAU);
    ctx.stroke();
    for (let i = 0; i < orbit.count; i++) {
      const a = (TAU * i) / orbit.count + (TAU * orbit.turns * t) / T;
      people.push({ x: cx + Math.cos(a) * orbit.r, y: cy + Math.sin(a) * orbit.r * 0.82, o });
    }
  });
  ctx.lineWidth = 1.2;
  for (let i = 0; i < people.length; i++) {
    for (let j = i + 1; j < people.length; j++) {
      const a = people[i],
        b = people[j];
      if (Math.abs(a.o - b.o) === 1 && Math.hypot(a.x - b.x, a.y - b.y) < 120) {
        ctx.strokeStyle = 'rgba(255,214,102,0.35)';
        ctx.beginPath();
        ctx.moveTo(a.x, a.y);
        ctx.lineTo(b.x, b.y);
        ctx.stroke();
      }
    }
  }
  const core = ctx.createRadialGradient(cx, cy, 0, cx, cy, 46);
  core.addColorStop(0, 'rgba(127,224,224,0.95)');
  core.addColorStop(1, 'rgba(127,224,224,0)');
  ctx.fillStyle = core;
  ctx.beginPath();
  ctx.arc(cx, cy, 46, 0, TAU);
  ctx.fill();
  for (const p of people) {
    // A person: head and shoulders.
    ctx.fillStyle = ['#7fe0e0', '#9db8ff', '#ffd666'][p.o];
    ctx.beginPath();
    ctx.arc(p.x, p.y - 7, 6, 0, TAU);
    ctx.fill();
    ctx.beginPath();
    ctx.ellipse(p.x, p.y + 8, 10, 7, 0, Math.PI, TAU);
    ctx.fill();
  }
}

/** Contact: a map grid with the Pune office pulsing and routes reaching it from other cities. */
function contact(ctx, t, T) {
  backdrop(
    ctx,
    [
      [0, '#081a33'],
      [0.6, '#0b2c52'],
      [1, '#0d4a6a'],
    ],
    { x: 700, y: 300, r: 340, colour: 'rgba(18,122,138,0.35)' },
  );
  ctx.fillStyle = 'rgba(167,240,240,0.22)';
  for (let x = 440; x < W; x += 18) {
    for (let y = 40; y < H - 20; y += 18) {
      const inside = ((x - 720) / 230) ** 2 + ((y - 280) / 230) ** 2 < 1 + 0.15 * Math.sin(x / 40) * Math.cos(y / 50);
      if (inside) {
        ctx.beginPath();
        ctx.arc(x, y, 1.6, 0, TAU);
        ctx.fill();
      }
    }
  }
  const office = { x: 668, y: 330 };
  const cities = [
    { x: 600, y: 120 },
    { x: 820, y: 170 },
    { x: 760, y: 440 },
    { x: 540, y: 250 },
    { x: 880, y: 330 },
  ];
  cities.forEach((city, i) => {
    const mx = (city.x + office.x) / 2,
      my = Math.min(city.y, office.y) - 60;
    ctx.strokeStyle = 'rgba(127,224,224,0.35)';
    ctx.lineWidth = 1.5;
    ctx.setLineDash([6, 6]);
    ctx.lineDashOffset = -((t / T) * 12 * 12);
    ctx.beginPath();
    ctx.moveTo(city.x, city.y);
    ctx.quadraticCurveTo(mx, my, office.x, office.y);
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.fillStyle = '#9db8ff';
    ctx.beginPath();
    ctx.arc(city.x, city.y, 4, 0, TAU);
    ctx.fill();
    const p = ((t / T) * 2 + i / cities.length) % 1;
    const u = 1 - p;
    const px = u * u * city.x + 2 * u * p * mx + p * p * office.x;
    const py = u * u * city.y + 2 * u * p * my + p * p * office.y;
    ctx.fillStyle = '#ffd666';
    ctx.beginPath();
    ctx.arc(px, py, 3, 0, TAU);
    ctx.fill();
  });
  for (let k = 0; k < 3; k++) {
    const p = ((t / T) * 3 + k / 3) % 1;
    ctx.strokeStyle = `rgba(255,214,102,${1 - p})`;
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.arc(office.x, office.y, 8 + p * 60, 0, TAU);
    ctx.stroke();
  }
  ctx.fillStyle = '#ffd666';
  ctx.beginPath();
  ctx.arc(office.x, office.y - 14, 10, Math.PI, 0);
  ctx.lineTo(office.x, office.y + 4);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = '#081a33';
  ctx.beginPath();
  ctx.arc(office.x, office.y - 14, 4, 0, TAU);
  ctx.fill();
}

window.heroScenes = { home, services, about, contact };
