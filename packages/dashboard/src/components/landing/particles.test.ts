import {
  PARTICLE_COLORS,
  PARTICLE_COUNT,
  PARTICLE_FPS_LIMIT,
  PARTICLE_MAX_SIZE,
  PARTICLE_MIN_SIZE,
} from '@botfolio/core';
import { describe, expect, it } from 'vitest';
import { BUBBLE_SCALE, burstParticles, createFrameLimiter, createParticles, stepParticles } from './particles';

/** A deterministic random source. */
function seeded(seed = 42) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

describe('hero particles', () => {
  it('makes 100 purple and blue circles sized 2 to 4', () => {
    const particles = createParticles(PARTICLE_COUNT, 800, 600, seeded());
    expect(particles).toHaveLength(100);
    for (const p of particles) {
      expect(p.size).toBeGreaterThanOrEqual(PARTICLE_MIN_SIZE);
      expect(p.size).toBeLessThanOrEqual(PARTICLE_MAX_SIZE);
      expect(PARTICLE_COLORS).toContain(p.color);
    }
    expect(new Set(particles.map((p) => p.color)).size).toBe(2);
  });

  it('bounce off the edges and never leave the area, even after a long pause', () => {
    const particles = createParticles(50, 300, 200, seeded(7));
    for (let i = 0; i < 2000; i++) stepParticles(particles, i % 100 === 0 ? 5000 : 16, 300, 200, null);
    for (const p of particles) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(300);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThanOrEqual(200);
    }
  });

  it('swell under the pointer (bubble) and shrink back when it leaves', () => {
    const particles = createParticles(1, 400, 400, seeded());
    const p = particles[0]!;
    p.vx = 0;
    p.vy = 0;
    for (let i = 0; i < 60; i++) stepParticles(particles, 16, 400, 400, { x: p.x + 5, y: p.y });
    expect(p.radius).toBeGreaterThan(p.size * (BUBBLE_SCALE - 0.2));
    for (let i = 0; i < 60; i++) stepParticles(particles, 16, 400, 400, null);
    expect(p.radius).toBeLessThan(p.size * 1.2);
  });

  it('a click pushes nearby particles away from the click and leaves far ones alone', () => {
    const particles = createParticles(2, 1000, 1000, seeded());
    const [near, far] = particles as [(typeof particles)[0], (typeof particles)[0]];
    Object.assign(near, { x: 110, y: 100, vx: 0, vy: 0 });
    Object.assign(far, { x: 900, y: 900, vx: 0, vy: 0 });
    burstParticles(particles, { x: 100, y: 100 });
    expect(near.vx).toBeGreaterThan(0);
    expect(near.radius).toBeGreaterThan(near.size);
    expect(far.vx).toBe(0);
    expect(far.radius).toBe(far.size);
  });

  it.each([60, 80, 120, 144, 240])(`draws at most ${PARTICLE_FPS_LIMIT} frames a second on a %i Hz display`, (hz) => {
    const due = createFrameLimiter();
    let drawn = 0;
    // Ten seconds of rAF callbacks with ±0.5 ms jitter.
    for (let frame = 0; frame < hz * 10; frame++) {
      const jitter = frame % 2 === 0 ? 0.5 : -0.5;
      if (due((frame * 1000) / hz + jitter)) drawn++;
    }
    expect(drawn / 10).toBeLessThanOrEqual(PARTICLE_FPS_LIMIT);
    // ...and it does not throttle displays that are already under the limit.
    if (hz <= PARTICLE_FPS_LIMIT) expect(drawn / 10).toBeGreaterThan(hz * 0.95);
    else expect(drawn / 10).toBeGreaterThan(PARTICLE_FPS_LIMIT * 0.7);
  });
});
