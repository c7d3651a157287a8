import { FEATURES, STRINGS } from '@botfolio/core';
import { FeatureIcon } from './FeatureIcon';

/** The #features section: the nine feature cards. */
export function FeaturesSection() {
  return (
    <section id="features" className="landing-section" aria-labelledby="features-title">
      <div className="container">
        <h2 id="features-title" className="landing-section__title">
          {STRINGS.navFeatures}
        </h2>
        <p className="landing-section__intro">{STRINGS.featuresIntro}</p>
        <ul className="feature-grid">
          {FEATURES.map((feature, index) => (
            <li key={feature.title} className="card feature-card">
              <FeatureIcon index={index} />
              <h3 className="feature-card__title">{feature.title}</h3>
              <p className="feature-card__text">{feature.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
