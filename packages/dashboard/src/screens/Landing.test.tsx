import { CONTACT, FEATURES, PRICING_PLANS, STRINGS } from '@botfolio/core';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ADA, fakeServer, json, renderWithApp } from '../test/testKit';
import Landing from './Landing';

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

const section = (name: string) => screen.getByRole('region', { name });

describe('landing page', () => {
  it('has the home, features, pricing and contact sections the header links to', () => {
    const { container } = renderWithApp(<Landing />, { fetch: fakeServer({}).fetch, token: null });
    for (const id of ['home', 'features', 'pricing', 'contact'])
      expect(container.querySelector(`section#${id}`)).not.toBeNull();
  });

  it("hero: the headline, 'Try for free' to /create-own-bot and 'Learn more' to the features", () => {
    renderWithApp(<Landing />, { fetch: fakeServer({}).fetch, token: null });
    expect(screen.getByRole('heading', { level: 1, name: STRINGS.heroTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: STRINGS.tryForFree })).toHaveAttribute('href', '/create-own-bot');
    expect(screen.getByRole('link', { name: STRINGS.learnMore })).toHaveAttribute('href', '/#features');
  });

  it('shows the nine feature cards', () => {
    renderWithApp(<Landing />, { fetch: fakeServer({}).fetch, token: null });
    const cards = within(section(STRINGS.navFeatures)).getAllByRole('listitem');
    expect(cards).toHaveLength(9);
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(FEATURES.map((f) => f.title));
  });

  it("shows three 'Free' plans whose 'Get Started' leads a visitor to /login", () => {
    renderWithApp(<Landing />, { fetch: fakeServer({}).fetch, token: null });
    const pricing = section(STRINGS.navPricing);
    const plans = within(pricing).getAllByRole('article');
    expect(plans).toHaveLength(3);
    PRICING_PLANS.forEach((plan, index) => {
      const card = plans[index] as HTMLElement;
      expect(within(card).getByRole('heading', { name: plan.name })).toBeInTheDocument();
      expect(within(card).getByText('Free')).toBeInTheDocument();
      for (const feature of plan.features) expect(within(card).getByText(feature)).toBeInTheDocument();
    });
    const buttons = within(pricing).getAllByRole('link', { name: STRINGS.getStarted });
    expect(buttons.map((b) => b.getAttribute('href'))).toEqual(['/login', '/login', '/login']);
  });

  it("sends a signed-in user's 'Get Started' to /create-own-bot", () => {
    const api = fakeServer({ 'GET /api/auth/getuser': () => json(200, ADA) });
    renderWithApp(<Landing />, { fetch: api.fetch });
    const buttons = within(section(STRINGS.navPricing)).getAllByRole('link', { name: STRINGS.getStarted });
    expect(buttons.map((b) => b.getAttribute('href'))).toEqual([
      '/create-own-bot',
      '/create-own-bot',
      '/create-own-bot',
    ]);
  });

  it('contact: the support email, LinkedIn, Instagram, X and portfolio links, and the reply promise', () => {
    renderWithApp(<Landing />, { fetch: fakeServer({}).fetch, token: null });
    const contact = section(STRINGS.navContact);
    expect(within(contact).getByRole('link', { name: CONTACT.email })).toHaveAttribute(
      'href',
      `mailto:${CONTACT.email}`,
    );
    expect(within(contact).getByRole('link', { name: STRINGS.contactLinkedIn })).toHaveAttribute(
      'href',
      CONTACT.linkedin,
    );
    expect(within(contact).getByRole('link', { name: STRINGS.contactInstagram })).toHaveAttribute(
      'href',
      CONTACT.instagram,
    );
    expect(within(contact).getByRole('link', { name: STRINGS.contactX })).toHaveAttribute('href', CONTACT.x);
    expect(within(contact).getByRole('link', { name: STRINGS.contactPortfolio })).toHaveAttribute(
      'href',
      CONTACT.portfolio,
    );
    expect(within(contact).getByText(STRINGS.contactReply)).toBeInTheDocument();
  });
});
