import { studio } from '../../../config/app-config';
import { mailHref, telHref, whatsappHref } from '../../../lib/links';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { IconFacebook, IconInstagram, IconMail, IconMapPin, IconPhone, IconWhatsApp } from '../../../components/ui/icons';
import { Sparkles } from '../../../components/festive/sparkles';
import { ContactForm } from '../components/contact-form';
import { MapEmbed } from '../components/map-embed';
import '../components/contact.css';

export function ContactPage() {
  useDocumentMeta('Contact Us', `Contact ${studio.name} to book a newborn, baby or family photoshoot. Call +91 ${studio.phone}, WhatsApp us or send a message.`);
  const cards = [
    { icon: IconMapPin, title: 'Visit the studio', body: studio.addressLines.join(', '), href: studio.mapUrl, external: true, testId: 'contact-address' },
    { icon: IconMail, title: 'Email us', body: studio.email, href: mailHref(studio), external: false, testId: 'contact-email' },
    { icon: IconPhone, title: 'Call us', body: `+91 ${studio.phone}`, href: telHref(studio), external: false, testId: 'contact-phone' },
    { icon: IconWhatsApp, title: 'WhatsApp', body: 'Chat with us now', href: whatsappHref(studio), external: true, testId: 'contact-whatsapp' },
  ];
  return (
    <div className="page contact-page">
      <section className="page-hero" aria-labelledby="contact-title">
        <Sparkles count={6} testId="contact-sparkle" />
        <div className="container">
          <p className="eyebrow">We would love to hear from you</p>
          <h1 id="contact-title">Contact Us</h1>
          <p className="page-hero__lead">Expecting, just welcomed your little one, or planning a Diwali family portrait? Tell us and we will call you back.</p>
        </div>
      </section>

      <div className="container contact-grid">
        <section className="card contact-form-card" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">Send us a message</h2>
          <ContactForm />
        </section>

        <aside className="contact-side" aria-label="Contact details">
          <ul className="contact-cards">
            {cards.map(({ icon: Icon, title, body, href, external, testId }) => (
              <li key={title}>
                <a className="contact-card card" href={href} data-testid={testId} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                  <span className="contact-card__icon">
                    <Icon />
                  </span>
                  <span>
                    <strong>{title}</strong>
                    <span className="contact-card__body">{body}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
          <div className="card follow">
            <h2 className="follow__title">Follow us</h2>
            <div className="follow__links">
              <a href={studio.facebookUrl} target="_blank" rel="noopener noreferrer" className="follow__link">
                <IconFacebook /> Facebook
              </a>
              <a href={studio.instagramUrl} target="_blank" rel="noopener noreferrer" className="follow__link">
                <IconInstagram /> Instagram
              </a>
            </div>
            <p className="follow__hours">Open {studio.openingHours}</p>
          </div>
        </aside>
      </div>

      <section className="container contact-map" aria-label="Map">
        <MapEmbed />
      </section>
    </div>
  );
}
