import { STRINGS } from '@botfolio/core';

/** The landing page's anchor sections, in header order (spec: /#home, /#features, /#pricing, /#contact). */
export const SECTION_LINKS = [
  { id: 'home', label: STRINGS.navHome },
  { id: 'features', label: STRINGS.navFeatures },
  { id: 'pricing', label: STRINGS.navPricing },
  { id: 'contact', label: STRINGS.navContact },
] as const;
