import { PRODUCT_NAME } from './constants.js';

/**
 * A document title: what the page shows (a screen's title, a bot's name), then the product's name, so tabs and
 * screen readers tell the pages apart; the product's name alone when there is nothing to name.
 */
export const pageTitle = (name?: string | null): string => (name ? `${name} · ${PRODUCT_NAME}` : PRODUCT_NAME);
