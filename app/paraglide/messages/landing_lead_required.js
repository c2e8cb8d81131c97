/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Lead_RequiredInputs */

const en_landing_lead_required = /** @type {(inputs: Landing_Lead_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`required`)
};

const de_landing_lead_required = /** @type {(inputs: Landing_Lead_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pflichtfeld`)
};

const fr_landing_lead_required = /** @type {(inputs: Landing_Lead_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`obligatoire`)
};

const es_landing_lead_required = /** @type {(inputs: Landing_Lead_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`obligatorio`)
};

const pt_br2_landing_lead_required = /** @type {(inputs: Landing_Lead_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`obrigatório`)
};

const ja_landing_lead_required = /** @type {(inputs: Landing_Lead_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`必須`)
};

const ko_landing_lead_required = /** @type {(inputs: Landing_Lead_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`필수`)
};

/**
* | output |
* | --- |
* | "required" |
*
* @param {Landing_Lead_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_lead_required = /** @type {((inputs?: Landing_Lead_RequiredInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Lead_RequiredInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_lead_required(inputs)
	if (locale === "fr") return fr_landing_lead_required(inputs)
	if (locale === "es") return es_landing_lead_required(inputs)
	if (locale === "pt-BR") return pt_br2_landing_lead_required(inputs)
	if (locale === "ja") return ja_landing_lead_required(inputs)
	if (locale === "ko") return ko_landing_lead_required(inputs)
	return en_landing_lead_required(inputs)
});