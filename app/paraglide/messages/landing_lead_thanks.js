/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Lead_ThanksInputs */

const en_landing_lead_thanks = /** @type {(inputs: Landing_Lead_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you!`)
};

const de_landing_lead_thanks = /** @type {(inputs: Landing_Lead_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vielen Dank!`)
};

const fr_landing_lead_thanks = /** @type {(inputs: Landing_Lead_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci !`)
};

const es_landing_lead_thanks = /** @type {(inputs: Landing_Lead_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Gracias!`)
};

const pt_br2_landing_lead_thanks = /** @type {(inputs: Landing_Lead_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obrigado!`)
};

const ja_landing_lead_thanks = /** @type {(inputs: Landing_Lead_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ありがとうございます！`)
};

const ko_landing_lead_thanks = /** @type {(inputs: Landing_Lead_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`감사합니다!`)
};

/**
* | output |
* | --- |
* | "Thank you!" |
*
* @param {Landing_Lead_ThanksInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_lead_thanks = /** @type {((inputs?: Landing_Lead_ThanksInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Lead_ThanksInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_lead_thanks(inputs)
	if (locale === "fr") return fr_landing_lead_thanks(inputs)
	if (locale === "es") return es_landing_lead_thanks(inputs)
	if (locale === "pt-BR") return pt_br2_landing_lead_thanks(inputs)
	if (locale === "ja") return ja_landing_lead_thanks(inputs)
	if (locale === "ko") return ko_landing_lead_thanks(inputs)
	return en_landing_lead_thanks(inputs)
});