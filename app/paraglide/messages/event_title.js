/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_TitleInputs */

const en_event_title = /** @type {(inputs: Event_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upcoming LAN Parties`)
};

const de_event_title = /** @type {(inputs: Event_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kommende LAN-Partys`)
};

const fr_event_title = /** @type {(inputs: Event_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prochaines LAN parties`)
};

const es_event_title = /** @type {(inputs: Event_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Próximas LAN parties`)
};

const pt_br2_event_title = /** @type {(inputs: Event_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Próximas LAN parties`)
};

const ja_event_title = /** @type {(inputs: Event_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`今後のLANパーティー`)
};

const ko_event_title = /** @type {(inputs: Event_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`예정된 LAN 파티`)
};

/**
* | output |
* | --- |
* | "Upcoming LAN Parties" |
*
* @param {Event_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const event_title = /** @type {((inputs?: Event_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_event_title(inputs)
	if (locale === "fr") return fr_event_title(inputs)
	if (locale === "es") return es_event_title(inputs)
	if (locale === "pt-BR") return pt_br2_event_title(inputs)
	if (locale === "ja") return ja_event_title(inputs)
	if (locale === "ko") return ko_event_title(inputs)
	return en_event_title(inputs)
});