import { PARTICLE_COUNT } from '@botfolio/core';
import { useEffect, useRef, useState } from 'react';
import {
  burstParticles,
  calmParticles,
  createFrameLimiter,
  createParticles,
  drawParticles,
  type Particle,
  type Pointer,
  stepParticles,
} from './particles';

export type ParticleState = 'running' | 'paused' | 'still';

export interface ParticleCanvasProps {
  count?: number;
  /** Reports whether the animation runs (for tests and stories). */
  onStateChange?: (state: ParticleState) => void;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * The hero's decorative particle background (spec: 100 purple and blue circles, size 2–4, bouncing,
 * a bubble effect on hover and click, at most 80 fps). It draws one still frame when the user prefers
 * reduced motion, and stops its loop while off screen or while the tab is hidden. Pointer events are
 * read from the parent element so the hero's text stays selectable and clickable above it.
 */
export function ParticleCanvas({ count = PARTICLE_COUNT, onStateChange }: ParticleCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<ParticleState>('paused');
  const report = useRef(onStateChange);
  report.current = onStateChange;

  useEffect(() => {
    report.current?.(state);
  }, [state]);

  useEffect(() => {
    const canvas = canvasRef.current;
    const host = canvas?.parentElement;
    if (!canvas || !host) return;
    const ctx = canvas.getContext('2d');

    let width = 0;
    let height = 0;
    let particles: Particle[] = [];
    let pointer: Pointer | null = null;
    let frame = 0;
    let lastStep = 0;
    let onScreen = true;
    const gate = createFrameLimiter();
    const motionQuery = typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null;

    const resize = () => {
      const rect = host.getBoundingClientRect();
      const nextWidth = Math.max(1, Math.round(rect.width));
      const nextHeight = Math.max(1, Math.round(rect.height));
      if (nextWidth === width && nextHeight === height) return;
      const dpr = Math.min(window.devicePixelRatio || 1, 2);
      canvas.width = nextWidth * dpr;
      canvas.height = nextHeight * dpr;
      ctx?.setTransform(dpr, 0, 0, dpr, 0, 0);
      if (particles.length === 0) {
        particles = createParticles(count, nextWidth, nextHeight);
      } else {
        // Keep existing particles, spread over the new area in proportion (clamping would pile them on an edge).
        for (const p of particles) {
          p.x = (p.x / width) * nextWidth;
          p.y = (p.y / height) * nextHeight;
        }
      }
      width = nextWidth;
      height = nextHeight;
      if (ctx) drawParticles(ctx, particles, width, height);
    };

    const tick = (now: number) => {
      frame = requestAnimationFrame(tick);
      if (!gate(now)) return;
      const dt = lastStep ? now - lastStep : 0;
      lastStep = now;
      stepParticles(particles, dt, width, height, pointer);
      calmParticles(particles, dt);
      if (ctx) drawParticles(ctx, particles, width, height);
    };

    const update = () => {
      const reduced = motionQuery?.matches ?? false;
      const run = !reduced && onScreen && document.visibilityState !== 'hidden';
      if (run && frame === 0) {
        lastStep = 0;
        frame = requestAnimationFrame(tick);
      } else if (!run && frame !== 0) {
        cancelAnimationFrame(frame);
        frame = 0;
      }
      setState(reduced ? 'still' : run ? 'running' : 'paused');
    };

    const toLocal = (event: PointerEvent): Pointer => {
      const rect = canvas.getBoundingClientRect();
      return { x: event.clientX - rect.left, y: event.clientY - rect.top };
    };
    const onMove = (event: PointerEvent) => {
      pointer = toLocal(event);
    };
    const onLeave = () => {
      pointer = null;
    };
    const onDown = (event: PointerEvent) => {
      if (frame !== 0) burstParticles(particles, toLocal(event));
    };

    resize();
    const resizeObserver = typeof ResizeObserver === 'function' ? new ResizeObserver(resize) : null;
    resizeObserver?.observe(host);
    if (!resizeObserver) window.addEventListener('resize', resize);

    const intersection =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => {
            const last = entries[entries.length - 1];
            if (last) onScreen = last.isIntersecting;
            update();
          })
        : null;
    intersection?.observe(host);

    document.addEventListener('visibilitychange', update);
    motionQuery?.addEventListener?.('change', update);
    host.addEventListener('pointermove', onMove);
    host.addEventListener('pointerleave', onLeave);
    host.addEventListener('pointerdown', onDown);
    update();

    return () => {
      if (frame !== 0) cancelAnimationFrame(frame);
      frame = 0;
      resizeObserver?.disconnect();
      window.removeEventListener('resize', resize);
      intersection?.disconnect();
      document.removeEventListener('visibilitychange', update);
      motionQuery?.removeEventListener?.('change', update);
      host.removeEventListener('pointermove', onMove);
      host.removeEventListener('pointerleave', onLeave);
      host.removeEventListener('pointerdown', onDown);
    };
  }, [count]);

  // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a canvas without tabindex is not focusable; it is pure decoration.
  return <canvas ref={canvasRef} className="particle-canvas" aria-hidden="true" data-state={state} />;
}
