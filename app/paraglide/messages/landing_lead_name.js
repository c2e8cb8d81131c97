/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Lead_NameInputs */

const en_landing_lead_name = /** @type {(inputs: Landing_Lead_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

const de_landing_lead_name = /** @type {(inputs: Landing_Lead_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

const fr_landing_lead_name = /** @type {(inputs: Landing_Lead_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom`)
};

const es_landing_lead_name = /** @type {(inputs: Landing_Lead_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre`)
};

const pt_br2_landing_lead_name = /** @type {(inputs: Landing_Lead_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome`)
};

const ja_landing_lead_name = /** @type {(inputs: Landing_Lead_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`お名前`)
};

const ko_landing_lead_name = /** @type {(inputs: Landing_Lead_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이름`)
};

/**
* | output |
* | --- |
* | "Name" |
*
* @param {Landing_Lead_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_lead_name = /** @type {((inputs?: Landing_Lead_NameInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Lead_NameInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_lead_name(inputs)
	if (locale === "fr") return fr_landing_lead_name(inputs)
	if (locale === "es") return es_landing_lead_name(inputs)
	if (locale === "pt-BR") return pt_br2_landing_lead_name(inputs)
	if (locale === "ja") return ja_landing_lead_name(inputs)
	if (locale === "ko") return ko_landing_lead_name(inputs)
	return en_landing_lead_name(inputs)
});