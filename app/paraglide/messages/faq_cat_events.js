/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_Cat_EventsInputs */

const en_faq_cat_events = /** @type {(inputs: Faq_Cat_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Events`)
};

const de_faq_cat_events = /** @type {(inputs: Faq_Cat_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Events`)
};

const fr_faq_cat_events = /** @type {(inputs: Faq_Cat_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements`)
};

const es_faq_cat_events = /** @type {(inputs: Faq_Cat_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos`)
};

const pt_br2_faq_cat_events = /** @type {(inputs: Faq_Cat_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos`)
};

const ja_faq_cat_events = /** @type {(inputs: Faq_Cat_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`イベント`)
};

const ko_faq_cat_events = /** @type {(inputs: Faq_Cat_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이벤트`)
};

/**
* | output |
* | --- |
* | "Events" |
*
* @param {Faq_Cat_EventsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const faq_cat_events = /** @type {((inputs?: Faq_Cat_EventsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_Cat_EventsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_faq_cat_events(inputs)
	if (locale === "fr") return fr_faq_cat_events(inputs)
	if (locale === "es") return es_faq_cat_events(inputs)
	if (locale === "pt-BR") return pt_br2_faq_cat_events(inputs)
	if (locale === "ja") return ja_faq_cat_events(inputs)
	if (locale === "ko") return ko_faq_cat_events(inputs)
	return en_faq_cat_events(inputs)
});