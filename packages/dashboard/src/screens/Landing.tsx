import { PRODUCT_NAME } from '@botfolio/core';
import { ContactSection } from '../components/landing/ContactSection';
import { FeaturesSection } from '../components/landing/FeaturesSection';
import { Hero } from '../components/landing/Hero';
import { PricingSection } from '../components/landing/PricingSection';
import { useUser } from '../context/UserContext';
import '../components/landing/Landing.css';

/** The landing page (`/`): sections home, features, pricing and contact. */
export default function Landing() {
  const { token } = useUser();
  return (
    <div className="landing">
      <Hero />
      <FeaturesSection />
      <PricingSection signedIn={token !== null} />
      <ContactSection />
      <footer className="landing-footer">
        <p>
          © {new Date().getFullYear()} {PRODUCT_NAME}
        </p>
      </footer>
    </div>
  );
}
