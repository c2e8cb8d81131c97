/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Contender_HeadingInputs */

const en_landing_contender_heading = /** @type {(inputs: Landing_Contender_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join Through the Contender Partner Program`)
};

const de_landing_contender_heading = /** @type {(inputs: Landing_Contender_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beitritt über das Contender-Partnerprogramm`)
};

const fr_landing_contender_heading = /** @type {(inputs: Landing_Contender_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejoignez-nous via le programme partenaire Contender`)
};

const es_landing_contender_heading = /** @type {(inputs: Landing_Contender_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Únete a través del programa de socios Contender`)
};

const pt_br2_landing_contender_heading = /** @type {(inputs: Landing_Contender_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Participe pelo programa de parceiros Contender`)
};

const ja_landing_contender_heading = /** @type {(inputs: Landing_Contender_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contenderパートナープログラムから参加`)
};

const ko_landing_contender_heading = /** @type {(inputs: Landing_Contender_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contender 파트너 프로그램으로 가입하세요`)
};

/**
* | output |
* | --- |
* | "Join Through the Contender Partner Program" |
*
* @param {Landing_Contender_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_contender_heading = /** @type {((inputs?: Landing_Contender_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Contender_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_contender_heading(inputs)
	if (locale === "fr") return fr_landing_contender_heading(inputs)
	if (locale === "es") return es_landing_contender_heading(inputs)
	if (locale === "pt-BR") return pt_br2_landing_contender_heading(inputs)
	if (locale === "ja") return ja_landing_contender_heading(inputs)
	if (locale === "ko") return ko_landing_contender_heading(inputs)
	return en_landing_contender_heading(inputs)
});