import type { ImageRef } from '@studio/core/images/image-ref';
import type { Prop } from '@studio/core/entities/prop.entity';
import { toDisplayDate } from '@studio/core/time/studio-day';
import { paiseToRupees } from './price-sharing.util';

/** A prop as the spec's clients read it (field names of spec §3), money also in exact paise. */
export interface PropView {
  _id: string;
  name: string;
  image: ImageRef | null;
  /** Rupees, 2 decimals. */
  price: number;
  /** Earned so far in rupees, 2 decimals (the spec's calculatePrice). */
  calculatePrice: number;
  pricePaise: number;
  earnedPaise: number;
  /** Creation day, dd/mm/yyyy. */
  date: string;
  createdAt: string;
  /** dd/mm/yyyy of its removal; null while in use (only admins' "with removed" lists show removed props). */
  removedOn: string | null;
}

export function toPropView(prop: Prop, image: ImageRef | null): PropView {
  return {
    _id: prop.id,
    name: prop.name,
    image,
    price: paiseToRupees(prop.pricePaise),
    calculatePrice: paiseToRupees(prop.earnedPaise),
    pricePaise: prop.pricePaise,
    earnedPaise: prop.earnedPaise,
    date: toDisplayDate(prop.createdDay),
    createdAt: new Date(prop.createdAt).toISOString(),
    removedOn: prop.removedDay ? toDisplayDate(prop.removedDay) : null,
  };
}
