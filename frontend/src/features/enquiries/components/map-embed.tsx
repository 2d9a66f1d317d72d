import { useState } from 'react';
import { studio } from '../../../config/app-config';
import { IconMapPin } from '../../../components/ui/icons';

/** Click-to-load map: no third-party request until the visitor asks for it. */
export function MapEmbed() {
  const [show, setShow] = useState(false);
  return (
    <div className="map" data-testid="map">
      {show ? (
        <iframe title={`Map showing ${studio.name}`} src={studio.mapEmbedUrl} loading="lazy" referrerPolicy="no-referrer-when-downgrade" allowFullScreen />
      ) : (
        <div className="map__placeholder">
          <span className="map__pin" aria-hidden>
            <IconMapPin />
          </span>
          <p className="map__address">{studio.addressLines.join(', ')}</p>
          <div className="map__actions">
            <button type="button" className="btn btn--gold" onClick={() => setShow(true)}>
              Show map
            </button>
            <a href={studio.mapUrl} target="_blank" rel="noopener noreferrer" className="btn btn--ghost">
              Open in Maps
            </a>
          </div>
        </div>
      )}
    </div>
  );
}
