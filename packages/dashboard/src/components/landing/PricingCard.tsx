import { type PricingPlan, STRINGS } from '@botfolio/core';
import { Link } from 'react-router-dom';

export interface PricingCardProps {
  plan: PricingPlan;
  /** Where 'Get Started' leads: /create-own-bot when signed in, /login otherwise. */
  to: string;
  highlighted?: boolean;
}

/** One pricing plan: name, price ('Free'), what it includes, and 'Get Started'. */
export function PricingCard({ plan, to, highlighted = false }: PricingCardProps) {
  const titleId = `plan-${plan.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <article
      className={highlighted ? 'card pricing-card pricing-card--highlighted' : 'card pricing-card'}
      aria-labelledby={titleId}
    >
      <h3 id={titleId} className="pricing-card__name">
        {plan.name}
      </h3>
      <p className="pricing-card__price">{plan.price}</p>
      <ul className="pricing-card__features">
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <Link className="btn btn--primary pricing-card__cta" to={to} aria-describedby={titleId}>
        {STRINGS.getStarted}
      </Link>
    </article>
  );
}
