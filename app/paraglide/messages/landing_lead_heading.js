/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Lead_HeadingInputs */

const en_landing_lead_heading = /** @type {(inputs: Landing_Lead_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us about your venue`)
};

const de_landing_lead_heading = /** @type {(inputs: Landing_Lead_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erzählen Sie uns von Ihrer Location`)
};

const fr_landing_lead_heading = /** @type {(inputs: Landing_Lead_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parlez-nous de votre lieu`)
};

const es_landing_lead_heading = /** @type {(inputs: Landing_Lead_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuéntanos sobre tu local`)
};

const pt_br2_landing_lead_heading = /** @type {(inputs: Landing_Lead_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conte-nos sobre o seu espaço`)
};

const ja_landing_lead_heading = /** @type {(inputs: Landing_Lead_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`施設について教えてください`)
};

const ko_landing_lead_heading = /** @type {(inputs: Landing_Lead_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`매장에 대해 알려 주세요`)
};

/**
* | output |
* | --- |
* | "Tell us about your venue" |
*
* @param {Landing_Lead_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_lead_heading = /** @type {((inputs?: Landing_Lead_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Lead_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_lead_heading(inputs)
	if (locale === "fr") return fr_landing_lead_heading(inputs)
	if (locale === "es") return es_landing_lead_heading(inputs)
	if (locale === "pt-BR") return pt_br2_landing_lead_heading(inputs)
	if (locale === "ja") return ja_landing_lead_heading(inputs)
	if (locale === "ko") return ko_landing_lead_heading(inputs)
	return en_landing_lead_heading(inputs)
});