/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_PricingInputs */

const en_landing_pricing = /** @type {(inputs: Landing_PricingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pricing`)
};

const de_landing_pricing = /** @type {(inputs: Landing_PricingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preise`)
};

const fr_landing_pricing = /** @type {(inputs: Landing_PricingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarifs`)
};

const es_landing_pricing = /** @type {(inputs: Landing_PricingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precios`)
};

const pt_br2_landing_pricing = /** @type {(inputs: Landing_PricingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preços`)
};

const ja_landing_pricing = /** @type {(inputs: Landing_PricingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`料金`)
};

const ko_landing_pricing = /** @type {(inputs: Landing_PricingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`요금`)
};

/**
* | output |
* | --- |
* | "Pricing" |
*
* @param {Landing_PricingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_pricing = /** @type {((inputs?: Landing_PricingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_PricingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_pricing(inputs)
	if (locale === "fr") return fr_landing_pricing(inputs)
	if (locale === "es") return es_landing_pricing(inputs)
	if (locale === "pt-BR") return pt_br2_landing_pricing(inputs)
	if (locale === "ja") return ja_landing_pricing(inputs)
	if (locale === "ko") return ko_landing_pricing(inputs)
	return en_landing_pricing(inputs)
});