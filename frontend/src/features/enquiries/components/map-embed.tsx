import { studio } from '../../../config/app-config';

/**
 * The embedded map (spec: Contact). It sits below the fold with loading="lazy", so the browser fetches nothing
 * from the map's site until the visitor scrolls near it.
 */
export function MapEmbed() {
  return (
    <div className="map" data-testid="map">
      <iframe
        title={`Map showing ${studio.name}, ${studio.addressLines.join(', ')}`}
        src={studio.mapEmbedUrl}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        allowFullScreen
      />
    </div>
  );
}
