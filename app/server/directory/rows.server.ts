/**
 * What the directory's queries share: the column sets several listings select, and the rows the
 * register and edit forms write (docs/spec/owner-portal.md §7 data calls).
 */
import type { LanCenterEditForm, LanCenterForm } from "~/lib/lan-center-form";
import type { LanPartyEditForm, LanPartyForm } from "~/lib/lan-party-form";
import { events, locations } from "./schema";

/** A center's own fields (`CenterProfile`): the map, the review queue. */
export const centerProfileColumns = {
  id: locations.id,
  organizationName: locations.organizationName,
  address: locations.address,
  description: locations.description,
  website: locations.website,
  lat: locations.lat,
  lng: locations.lng,
};

/** A party's name, text, dates and website: the public pages, the dashboard, the review queue. */
export const partyColumns = {
  id: events.id,
  organizationName: events.organizationName,
  description: events.description,
  startDate: events.startDate,
  endDate: events.endDate,
  website: events.website,
};

/** Where a party takes place when it is not at a listed center. */
export const partyPlaceColumns = {
  customLocation: events.customLocation,
  lat: events.lat,
  lng: events.lng,
};

/** The joined owner name of a contact ("First Last"), or null when both are blank. */
export function ownerNameOf(first: string | null, last: string | null): string | null {
  const name = [first, last].filter(Boolean).join(" ");
  return name === "" ? null : name;
}

/** The location columns the register and edit forms write. */
export function centerRowOf(form: LanCenterForm | LanCenterEditForm) {
  return {
    organizationName: form.organizationName,
    address: form.address,
    description: form.description,
    website: form.website,
    lat: form.lat,
    lng: form.lng,
    openingHours: form.openingHours,
    stations: form.stations,
    platforms: form.platforms,
    priceFromCents: form.priceFrom,
    priceCurrency: form.priceCurrency,
    phone: form.phone,
    amenities: form.amenities,
  };
}

/** The lan_center contact the register and edit forms write. */
export function centerContactOf(form: LanCenterForm | LanCenterEditForm) {
  return {
    firstName: form.contactFirstName,
    lastName: form.contactLastName,
    ownerName: ownerNameOf(form.contactFirstName, form.contactLastName),
    email: form.contactEmail,
    address: form.address,
    organizationName: form.organizationName,
    website: form.website,
  };
}

/** The event columns the register and edit forms write. */
export function partyRowOf(form: LanPartyForm | LanPartyEditForm) {
  return {
    organizationName: form.organizationName,
    description: form.description,
    startDate: form.startDate,
    endDate: form.endDate,
    customLocation: form.customLocation,
    lat: form.lat,
    lng: form.lng,
    website: form.website,
  };
}
