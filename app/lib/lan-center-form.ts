/**
 * The LAN center form (docs/spec/owner-portal.md §2 "/register-lan-center", "Edit LAN Center", §5),
 * shared by browser and server. Sections: Contact Information, Community Information, LAN Center
 * Information. Field names are the form's input names.
 */
import { z } from "~/lib/zod";
import {
  coordinate,
  MAX,
  optionalEmail,
  optionalHttpUrl,
  optionalText,
  requiredText,
} from "./form-fields";

const contactFields = {
  contactFirstName: optionalText(MAX.name),
  contactLastName: optionalText(MAX.name),
  contactEmail: optionalEmail,
};

const communityFields = {
  communityDescription: optionalText(MAX.description),
};

const centerFields = {
  organizationName: requiredText("LAN center name is required", MAX.name),
  website: optionalHttpUrl,
  address: requiredText("Address is required", MAX.address),
  description: requiredText("Description is required", MAX.description),
};

/**
 * Registering a center: community name, center name, address, latitude, longitude (decimals
 * within range) and description required; website and image URLs optional, http(s) only;
 * contact names and e-mail optional.
 */
export const lanCenterFormSchema = z.object({
  ...contactFields,
  communityName: requiredText("Community name is required", MAX.name),
  ...communityFields,
  ...centerFields,
  lat: coordinate("Latitude", 90, true),
  lng: coordinate("Longitude", 180, true),
});

/** A validated LAN center registration. */
export type LanCenterForm = z.output<typeof lanCenterFormSchema>;

/**
 * Editing a center: as registration (coordinates stay required, as the spec's edit form marks
 * them; issue 13 item 4), except that a blank community name leaves the community unchanged
 * (§5 "Edit center").
 */
export const lanCenterEditFormSchema = z.object({
  ...contactFields,
  communityName: optionalText(MAX.name),
  ...communityFields,
  ...centerFields,
  lat: coordinate("Latitude", 90, true),
  lng: coordinate("Longitude", 180, true),
});

/** A validated LAN center edit. */
export type LanCenterEditForm = z.output<typeof lanCenterEditFormSchema>;

/** A stored center's own fields, as the edit form and the admin review queue read them. */
export interface CenterProfile {
  id: string;
  organizationName: string;
  address: string;
  description: string;
  website: string | null;
  lat: number | null;
  lng: number | null;
}
