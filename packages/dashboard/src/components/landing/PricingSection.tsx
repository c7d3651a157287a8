import { PRICING_PLANS, STRINGS } from '@botfolio/core';
import { PricingCard } from './PricingCard';

export interface PricingSectionProps {
  signedIn: boolean;
}

/** The #pricing section: three plans, all 'Free'. */
export function PricingSection({ signedIn }: PricingSectionProps) {
  const to = signedIn ? '/create-own-bot' : '/login';
  return (
    <section id="pricing" className="landing-section landing-section--tinted" aria-labelledby="pricing-title">
      <div className="container">
        <h2 id="pricing-title" className="landing-section__title">
          {STRINGS.navPricing}
        </h2>
        <p className="landing-section__intro">{STRINGS.pricingIntro}</p>
        <div className="pricing-grid">
          {PRICING_PLANS.map((plan, index) => (
            <PricingCard key={plan.name} plan={plan} to={to} highlighted={index === 1} />
          ))}
        </div>
      </div>
    </section>
  );
}
