import { Link } from 'react-router';
import { studio } from '../../config/app-config';
import { mailHref, telHref, whatsappHref } from '../../lib/links';
import { IconClock, IconFacebook, IconInstagram, IconMail, IconMapPin, IconPhone } from '../../components/ui/icons';
import { FooterEnquiryForm } from '../../features/enquiries/components/footer-enquiry-form';

const noDestination = (e: React.MouseEvent) => e.preventDefault();

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer defer-render" data-testid="site-footer">
      <div className="site-footer__glow" aria-hidden />
      <div className="container site-footer__grid">
        <section className="site-footer__brand" aria-labelledby="footer-about">
          <Link to="/" className="brand brand--light">
            <img src="/logo.png" alt="" width={56} height={56} className="brand__logo" loading="lazy" />
            <span className="brand__text">
              <span className="brand__name" id="footer-about">
                {studio.name}
              </span>
              <span className="brand__line">Photography</span>
            </span>
          </Link>
          <p>
            Gentle, safe newborn, baby and family portraits in Mumbai, crafted with {studio.decadeClaim} of experience and a whole lot of
            love.
          </p>
          <div className="social">
            <a href={studio.instagramUrl} target="_blank" rel="noopener noreferrer" aria-label="Instagram (opens in a new tab)" className="social__btn">
              <IconInstagram />
            </a>
            <a href={studio.facebookUrl} target="_blank" rel="noopener noreferrer" aria-label="Facebook (opens in a new tab)" className="social__btn">
              <IconFacebook />
            </a>
          </div>
        </section>

        <section aria-labelledby="footer-services">
          <h2 className="site-footer__title" id="footer-services">
            Services
          </h2>
          <ul className="site-footer__list">
            <li>Newborn Package</li>
          </ul>
          <Link to="/book" className="site-footer__book" data-testid="footer-book">
            Book a session online
          </Link>
          <h2 className="site-footer__title site-footer__title--spaced">Visit us</h2>
          <address className="site-footer__contact">
            <p>
              <IconMapPin />
              <a href={studio.mapUrl} target="_blank" rel="noopener noreferrer">
                {studio.addressLines.map((l) => (
                  <span key={l} className="site-footer__line">
                    {l}
                  </span>
                ))}
              </a>
            </p>
            <p>
              <IconClock />
              <span>{studio.openingHours}</span>
            </p>
            <p>
              <IconPhone />
              <a href={telHref(studio)}>+91 {studio.phone}</a>
            </p>
            <p>
              <IconMail />
              <a href={mailHref(studio)}>{studio.email}</a>
            </p>
          </address>
        </section>

        <section aria-labelledby="footer-touch" className="site-footer__form">
          <h2 className="site-footer__title" id="footer-touch">
            Get in touch
          </h2>
          <p className="site-footer__hint">
            Tell us about your little one and we&apos;ll call you back. Prefer chat?{' '}
            <a href={whatsappHref(studio)} target="_blank" rel="noopener noreferrer">
              WhatsApp us
            </a>
            .
          </p>
          <FooterEnquiryForm />
        </section>
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <p>
            © {year} {studio.name}. All rights reserved.
          </p>
          <p className="site-footer__legal">
            {/* The privacy notice (docs/architecture.md §16); Terms of Service has no page yet, as the spec says. */}
            <Link to="/privacy" data-testid="footer-privacy">
              Privacy Policy
            </Link>
            {/* eslint-disable-next-line jsx-a11y/anchor-is-valid */}
            <a href="#" onClick={noDestination}>
              Terms of Service
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
