/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Contender_TitleInputs */

const en_landing_contender_title = /** @type {(inputs: Landing_Contender_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contender Partner Program`)
};

const de_landing_contender_title = /** @type {(inputs: Landing_Contender_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contender-Partnerprogramm`)
};

const fr_landing_contender_title = /** @type {(inputs: Landing_Contender_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Programme partenaire Contender`)
};

const es_landing_contender_title = /** @type {(inputs: Landing_Contender_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Programa de socios Contender`)
};

const pt_br2_landing_contender_title = /** @type {(inputs: Landing_Contender_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Programa de parceiros Contender`)
};

const ja_landing_contender_title = /** @type {(inputs: Landing_Contender_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contenderパートナープログラム`)
};

const ko_landing_contender_title = /** @type {(inputs: Landing_Contender_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contender 파트너 프로그램`)
};

/**
* | output |
* | --- |
* | "Contender Partner Program" |
*
* @param {Landing_Contender_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_contender_title = /** @type {((inputs?: Landing_Contender_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Contender_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_contender_title(inputs)
	if (locale === "fr") return fr_landing_contender_title(inputs)
	if (locale === "es") return es_landing_contender_title(inputs)
	if (locale === "pt-BR") return pt_br2_landing_contender_title(inputs)
	if (locale === "ja") return ja_landing_contender_title(inputs)
	if (locale === "ko") return ko_landing_contender_title(inputs)
	return en_landing_contender_title(inputs)
});