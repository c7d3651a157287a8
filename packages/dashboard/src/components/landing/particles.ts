import { PARTICLE_COLORS, PARTICLE_FPS_LIMIT, PARTICLE_MAX_SIZE, PARTICLE_MIN_SIZE } from '@botfolio/core';

/** One circle of the hero background. `size` is its resting radius; `radius` eases toward a target. */
export interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  size: number;
  radius: number;
  color: string;
}

export interface Pointer {
  x: number;
  y: number;
}

/** Distance within which the pointer makes particles swell (the "bubble" effect). */
export const BUBBLE_DISTANCE = 90;
/** How much a particle under the pointer grows. */
export const BUBBLE_SCALE = 3;
/** Speed range in px per second. */
const MAX_SPEED = 40;

/** Makes `count` particles spread over the area, sizes in [PARTICLE_MIN_SIZE, PARTICLE_MAX_SIZE]. */
export function createParticles(
  count: number,
  width: number,
  height: number,
  random: () => number = Math.random,
): Particle[] {
  return Array.from({ length: count }, (_, i) => {
    const size = PARTICLE_MIN_SIZE + random() * (PARTICLE_MAX_SIZE - PARTICLE_MIN_SIZE);
    return {
      x: random() * width,
      y: random() * height,
      vx: (random() * 2 - 1) * MAX_SPEED,
      vy: (random() * 2 - 1) * MAX_SPEED,
      size,
      radius: size,
      color: PARTICLE_COLORS[i % PARTICLE_COLORS.length] ?? PARTICLE_COLORS[0],
    };
  });
}

/**
 * Advances every particle by `dtMs`: moves it, bounces it off the edges, and eases its radius toward
 * BUBBLE_SCALE × size when the pointer is within BUBBLE_DISTANCE, back to its size otherwise.
 */
export function stepParticles(
  particles: Particle[],
  dtMs: number,
  width: number,
  height: number,
  pointer: Pointer | null,
): void {
  // Long pauses (hidden tab, off screen) must not teleport particles through the walls.
  const dt = Math.min(dtMs, 100) / 1000;
  const ease = Math.min(1, dt * 10);
  for (const p of particles) {
    p.x += p.vx * dt;
    p.y += p.vy * dt;
    if (p.x < p.radius) {
      p.x = p.radius;
      p.vx = Math.abs(p.vx);
    } else if (p.x > width - p.radius) {
      p.x = Math.max(p.radius, width - p.radius);
      p.vx = -Math.abs(p.vx);
    }
    if (p.y < p.radius) {
      p.y = p.radius;
      p.vy = Math.abs(p.vy);
    } else if (p.y > height - p.radius) {
      p.y = Math.max(p.radius, height - p.radius);
      p.vy = -Math.abs(p.vy);
    }
    const near = pointer !== null && Math.hypot(p.x - pointer.x, p.y - pointer.y) < BUBBLE_DISTANCE;
    const target = near ? p.size * BUBBLE_SCALE : p.size;
    p.radius += (target - p.radius) * ease;
  }
}

/** A click bursts nearby particles: they balloon and are pushed away from the click point. */
export function burstParticles(particles: Particle[], at: Pointer): void {
  for (const p of particles) {
    const dx = p.x - at.x;
    const dy = p.y - at.y;
    const distance = Math.hypot(dx, dy);
    if (distance >= BUBBLE_DISTANCE * 1.5) continue;
    const push = (1 - distance / (BUBBLE_DISTANCE * 1.5)) * MAX_SPEED * 4;
    const angle = distance === 0 ? Math.random() * Math.PI * 2 : Math.atan2(dy, dx);
    p.vx = clampSpeed(p.vx + Math.cos(angle) * push);
    p.vy = clampSpeed(p.vy + Math.sin(angle) * push);
    p.radius = p.size * (BUBBLE_SCALE + 1);
  }
}

function clampSpeed(v: number): number {
  const limit = MAX_SPEED * 4;
  return Math.max(-limit, Math.min(limit, v));
}

/** Lets pushed particles drift back toward a calm speed. */
export function calmParticles(particles: Particle[], dtMs: number): void {
  const factor = Math.max(0, 1 - (dtMs / 1000) * 0.8);
  for (const p of particles) {
    const speed = Math.hypot(p.vx, p.vy);
    if (speed > MAX_SPEED) {
      p.vx *= factor + (1 - factor) * (MAX_SPEED / speed);
      p.vy *= factor + (1 - factor) * (MAX_SPEED / speed);
    }
  }
}

/**
 * A gate for requestAnimationFrame callbacks that lets through at most `fps` frames a second on
 * average. Each frame books the next slot one interval later, so over any stretch the count stays
 * within the limit on 120 Hz or 144 Hz displays; a little slack keeps an 80 Hz display's jittery
 * timestamps from dropping every other frame, and a pause never banks a burst of frames.
 */
export function createFrameLimiter(fps: number = PARTICLE_FPS_LIMIT): (now: number) => boolean {
  const interval = 1000 / fps;
  const slack = interval * 0.15;
  let next = Number.NEGATIVE_INFINITY;
  return (now) => {
    if (now < next - slack) return false;
    next = Math.max(next + interval, now + interval - slack);
    return true;
  };
}

/** Paints the particles; the canvas is cleared first. */
export function drawParticles(
  ctx: CanvasRenderingContext2D,
  particles: Particle[],
  width: number,
  height: number,
): void {
  ctx.clearRect(0, 0, width, height);
  for (const p of particles) {
    ctx.beginPath();
    ctx.globalAlpha = p.radius > p.size * 1.2 ? 0.55 : 0.8;
    ctx.fillStyle = p.color;
    ctx.arc(p.x, p.y, p.radius, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.globalAlpha = 1;
}
