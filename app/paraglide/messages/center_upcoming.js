/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Center_UpcomingInputs */

const en_center_upcoming = /** @type {(inputs: Center_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upcoming LAN parties`)
};

const de_center_upcoming = /** @type {(inputs: Center_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kommende LAN-Partys`)
};

const fr_center_upcoming = /** @type {(inputs: Center_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prochaines LAN parties`)
};

const es_center_upcoming = /** @type {(inputs: Center_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Próximas LAN parties`)
};

const pt_br2_center_upcoming = /** @type {(inputs: Center_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Próximas LAN parties`)
};

const ja_center_upcoming = /** @type {(inputs: Center_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`今後のLANパーティー`)
};

const ko_center_upcoming = /** @type {(inputs: Center_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`예정된 LAN 파티`)
};

/**
* | output |
* | --- |
* | "Upcoming LAN parties" |
*
* @param {Center_UpcomingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_upcoming = /** @type {((inputs?: Center_UpcomingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_UpcomingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_upcoming(inputs)
	if (locale === "fr") return fr_center_upcoming(inputs)
	if (locale === "es") return es_center_upcoming(inputs)
	if (locale === "pt-BR") return pt_br2_center_upcoming(inputs)
	if (locale === "ja") return ja_center_upcoming(inputs)
	if (locale === "ko") return ko_center_upcoming(inputs)
	return en_center_upcoming(inputs)
});