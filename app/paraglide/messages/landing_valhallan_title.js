/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Valhallan_TitleInputs */

const en_landing_valhallan_title = /** @type {(inputs: Landing_Valhallan_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valhallan Partner Program`)
};

const de_landing_valhallan_title = /** @type {(inputs: Landing_Valhallan_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valhallan-Partnerprogramm`)
};

const fr_landing_valhallan_title = /** @type {(inputs: Landing_Valhallan_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Programme partenaire Valhallan`)
};

const es_landing_valhallan_title = /** @type {(inputs: Landing_Valhallan_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Programa de socios Valhallan`)
};

const pt_br2_landing_valhallan_title = /** @type {(inputs: Landing_Valhallan_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Programa de parceiros Valhallan`)
};

const ja_landing_valhallan_title = /** @type {(inputs: Landing_Valhallan_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valhallanパートナープログラム`)
};

const ko_landing_valhallan_title = /** @type {(inputs: Landing_Valhallan_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valhallan 파트너 프로그램`)
};

/**
* | output |
* | --- |
* | "Valhallan Partner Program" |
*
* @param {Landing_Valhallan_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_valhallan_title = /** @type {((inputs?: Landing_Valhallan_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Valhallan_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_valhallan_title(inputs)
	if (locale === "fr") return fr_landing_valhallan_title(inputs)
	if (locale === "es") return es_landing_valhallan_title(inputs)
	if (locale === "pt-BR") return pt_br2_landing_valhallan_title(inputs)
	if (locale === "ja") return ja_landing_valhallan_title(inputs)
	if (locale === "ko") return ko_landing_valhallan_title(inputs)
	return en_landing_valhallan_title(inputs)
});