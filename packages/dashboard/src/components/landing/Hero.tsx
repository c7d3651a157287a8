import { STRINGS } from '@botfolio/core';
import { Link } from 'react-router-dom';
import { ParticleCanvas } from './ParticleCanvas';

/** The #home section: headline, the two calls to action and the particle background. */
export function Hero() {
  return (
    <section id="home" className="hero" aria-labelledby="hero-title">
      <ParticleCanvas />
      <div className="hero__content container">
        <h1 id="hero-title" className="hero__title">
          {STRINGS.heroTitle}
        </h1>
        <p className="hero__subtitle">{STRINGS.heroSubtitle}</p>
        <div className="hero__actions">
          <Link className="btn btn--primary hero__cta" to="/create-own-bot">
            {STRINGS.tryForFree}
          </Link>
          <Link className="btn btn--secondary hero__cta" to="/#features">
            {STRINGS.learnMore}
          </Link>
        </div>
      </div>
    </section>
  );
}
