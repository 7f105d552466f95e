import { Hero } from './hero';
import { BenefitsStrip, FinalCta, HowItWorks, WhySection } from './landing-sections';

export function LandingPage() {
  return (
    <div className="landing">
      <Hero />
      <HowItWorks />
      <WhySection />
      <BenefitsStrip />
      <FinalCta />
    </div>
  );
}
