import { Faq } from '../components/faq';
import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';
import { ImageDisclaimer } from '../components/image-disclaimer';
import { Motivation } from '../components/motivation';
import { CourierPrompt } from '../components/courier-prompt';
import { PartnerPitch } from '../components/partner-pitch';
import { Testimonials } from '../components/testimonials';

/** The public landing page: every section of SPEC.md section 1, in reading order. */
export function Component() {
  return (
    <>
      <Hero />
      <HowItWorks />
      <Motivation />
      <PartnerPitch />
      <CourierPrompt />
      <Testimonials />
      <Faq />
      <ImageDisclaimer />
    </>
  );
}
