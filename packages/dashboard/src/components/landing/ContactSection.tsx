import { CONTACT, STRINGS } from '@botfolio/core';

const LINKS = [
  { label: STRINGS.contactLinkedIn, href: CONTACT.linkedin },
  { label: STRINGS.contactInstagram, href: CONTACT.instagram },
  { label: STRINGS.contactX, href: CONTACT.x },
  { label: STRINGS.contactPortfolio, href: CONTACT.portfolio },
];

/** The #contact section: the support email, social and portfolio links, and the reply promise. */
export function ContactSection() {
  return (
    <section id="contact" className="landing-section" aria-labelledby="contact-title">
      <div className="container contact">
        <h2 id="contact-title" className="landing-section__title">
          {STRINGS.navContact}
        </h2>
        <p className="landing-section__intro">{STRINGS.contactIntro}</p>
        <p className="contact__email">
          {STRINGS.landingEmail}: <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
        </p>
        <ul className="contact__links">
          {LINKS.map((link) => (
            <li key={link.label}>
              <a className="btn btn--secondary" href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <p className="contact__reply">{STRINGS.contactReply}</p>
      </div>
    </section>
  );
}
