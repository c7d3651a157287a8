/**
 * The landing page's copy and settings (spec: hero particles, pricing, features, contact): the dashboard's
 * landing surface only. Kept in core with the spec's other constants; the widget never imports them.
 */

export const PARTICLE_COUNT = 100;
export const PARTICLE_FPS_LIMIT = 80;
export const PARTICLE_MIN_SIZE = 2;
export const PARTICLE_MAX_SIZE = 4;
export const PARTICLE_COLORS = ['#8b5cf6', '#3b82f6'] as const;

export interface PricingPlan {
  name: string;
  price: string;
  features: string[];
}

export const PRICING_PLANS: readonly PricingPlan[] = [
  {
    name: 'Basic Plan',
    price: 'Free',
    features: ['User-friendly interface', 'PDF-based training', 'Customizable chatbots'],
  },
  {
    name: 'Standard Plan',
    price: 'Free',
    features: [
      'Everything in Basic',
      'Embed links for resumes and portfolios',
      'Multiple chatbots per account',
      'Secure data handling',
    ],
  },
  {
    name: 'Premium Plan',
    price: 'Free',
    features: ['Advanced AI (context-aware answers)', 'Responsive design', 'Bot sharing by direct link'],
  },
];

export interface Feature {
  title: string;
  description: string;
}

/** The nine feature cards of the landing page. */
export const FEATURES: readonly Feature[] = [
  { title: 'Easy account management', description: 'Create and manage your account in a few clicks.' },
  { title: 'PDF-based training', description: 'Train a chatbot on your resume, papers, books or any PDF.' },
  { title: 'Customizable chatbots', description: 'Name each bot and choose what it knows.' },
  { title: 'Embed on resumes and portfolios', description: 'Put your bot on your site with one script tag.' },
  { title: 'Several chatbots per account', description: 'Keep a bot for each project, paper or role.' },
  { title: 'Encrypted data', description: 'Your PDFs and bot text are encrypted at rest.' },
  { title: 'Context-aware answers', description: 'Answers come from the passages that match the question.' },
  { title: 'Responsive layout', description: 'Works on desktop, tablet and phone.' },
  { title: 'Share by link', description: 'Send anyone a direct link to chat with your bot.' },
];

export const CONTACT = {
  email: 'support@botfolio.dev',
  linkedin: 'https://www.linkedin.com/',
  instagram: 'https://www.instagram.com/',
  x: 'https://x.com/',
  portfolio: 'https://botfolio.dev/',
} as const;
