/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Contender_B4Inputs */

const en_landing_contender_b4 = /** @type {(inputs: Landing_Contender_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Technical support from our team`)
};

const de_landing_contender_b4 = /** @type {(inputs: Landing_Contender_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Technischer Support durch unser Team`)
};

const fr_landing_contender_b4 = /** @type {(inputs: Landing_Contender_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le support technique de notre équipe`)
};

const es_landing_contender_b4 = /** @type {(inputs: Landing_Contender_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soporte técnico de nuestro equipo`)
};

const pt_br2_landing_contender_b4 = /** @type {(inputs: Landing_Contender_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suporte técnico da nossa equipe`)
};

const ja_landing_contender_b4 = /** @type {(inputs: Landing_Contender_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`チームによる技術サポート`)
};

const ko_landing_contender_b4 = /** @type {(inputs: Landing_Contender_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`저희 팀의 기술 지원`)
};

/**
* | output |
* | --- |
* | "Technical support from our team" |
*
* @param {Landing_Contender_B4Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_contender_b4 = /** @type {((inputs?: Landing_Contender_B4Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Contender_B4Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_contender_b4(inputs)
	if (locale === "fr") return fr_landing_contender_b4(inputs)
	if (locale === "es") return es_landing_contender_b4(inputs)
	if (locale === "pt-BR") return pt_br2_landing_contender_b4(inputs)
	if (locale === "ja") return ja_landing_contender_b4(inputs)
	if (locale === "ko") return ko_landing_contender_b4(inputs)
	return en_landing_contender_b4(inputs)
});