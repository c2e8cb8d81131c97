/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Signup_BenefitsInputs */

const en_landing_signup_benefits = /** @type {(inputs: Landing_Signup_BenefitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why Join`)
};

const de_landing_signup_benefits = /** @type {(inputs: Landing_Signup_BenefitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Vorteile`)
};

const fr_landing_signup_benefits = /** @type {(inputs: Landing_Signup_BenefitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pourquoi nous rejoindre`)
};

const es_landing_signup_benefits = /** @type {(inputs: Landing_Signup_BenefitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por qué unirte`)
};

const pt_br2_landing_signup_benefits = /** @type {(inputs: Landing_Signup_BenefitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por que participar`)
};

const ja_landing_signup_benefits = /** @type {(inputs: Landing_Signup_BenefitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`参加するメリット`)
};

const ko_landing_signup_benefits = /** @type {(inputs: Landing_Signup_BenefitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`가입해야 하는 이유`)
};

/**
* | output |
* | --- |
* | "Why Join" |
*
* @param {Landing_Signup_BenefitsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_signup_benefits = /** @type {((inputs?: Landing_Signup_BenefitsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Signup_BenefitsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_signup_benefits(inputs)
	if (locale === "fr") return fr_landing_signup_benefits(inputs)
	if (locale === "es") return es_landing_signup_benefits(inputs)
	if (locale === "pt-BR") return pt_br2_landing_signup_benefits(inputs)
	if (locale === "ja") return ja_landing_signup_benefits(inputs)
	if (locale === "ko") return ko_landing_signup_benefits(inputs)
	return en_landing_signup_benefits(inputs)
});