/**
* | output |
* | --- |
* | "Yes. Register a LAN party from your dashboard and, once it is approved, it appears on the gamer platform next to your center. Subscribers can also take part ..." |
*
* @param {Faq_A_Listing_EventsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const faq_a_listing_events: ((inputs?: Faq_A_Listing_EventsInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Faq_A_Listing_EventsInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Faq_A_Listing_EventsInputs = {};
