/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Lp_BenefitsInputs */

const en_landing_lp_benefits = /** @type {(inputs: Landing_Lp_BenefitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What Organizers Get`)
};

const de_landing_lp_benefits = /** @type {(inputs: Landing_Lp_BenefitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das bekommen Veranstalter`)
};

const fr_landing_lp_benefits = /** @type {(inputs: Landing_Lp_BenefitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que reçoivent les organisateurs`)
};

const es_landing_lp_benefits = /** @type {(inputs: Landing_Lp_BenefitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo que obtienen los organizadores`)
};

const pt_br2_landing_lp_benefits = /** @type {(inputs: Landing_Lp_BenefitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O que os organizadores recebem`)
};

const ja_landing_lp_benefits = /** @type {(inputs: Landing_Lp_BenefitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`主催者が得られるもの`)
};

const ko_landing_lp_benefits = /** @type {(inputs: Landing_Lp_BenefitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`주최자 혜택`)
};

/**
* | output |
* | --- |
* | "What Organizers Get" |
*
* @param {Landing_Lp_BenefitsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_lp_benefits = /** @type {((inputs?: Landing_Lp_BenefitsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Lp_BenefitsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_lp_benefits(inputs)
	if (locale === "fr") return fr_landing_lp_benefits(inputs)
	if (locale === "es") return es_landing_lp_benefits(inputs)
	if (locale === "pt-BR") return pt_br2_landing_lp_benefits(inputs)
	if (locale === "ja") return ja_landing_lp_benefits(inputs)
	if (locale === "ko") return ko_landing_lp_benefits(inputs)
	return en_landing_lp_benefits(inputs)
});