/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Valhallan_HeadingInputs */

const en_landing_valhallan_heading = /** @type {(inputs: Landing_Valhallan_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join Through the Valhallan Partner Program`)
};

const de_landing_valhallan_heading = /** @type {(inputs: Landing_Valhallan_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beitritt über das Valhallan-Partnerprogramm`)
};

const fr_landing_valhallan_heading = /** @type {(inputs: Landing_Valhallan_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejoignez-nous via le programme partenaire Valhallan`)
};

const es_landing_valhallan_heading = /** @type {(inputs: Landing_Valhallan_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Únete a través del programa de socios Valhallan`)
};

const pt_br2_landing_valhallan_heading = /** @type {(inputs: Landing_Valhallan_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Participe pelo programa de parceiros Valhallan`)
};

const ja_landing_valhallan_heading = /** @type {(inputs: Landing_Valhallan_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valhallanパートナープログラムから参加`)
};

const ko_landing_valhallan_heading = /** @type {(inputs: Landing_Valhallan_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valhallan 파트너 프로그램으로 가입하세요`)
};

/**
* | output |
* | --- |
* | "Join Through the Valhallan Partner Program" |
*
* @param {Landing_Valhallan_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_valhallan_heading = /** @type {((inputs?: Landing_Valhallan_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Valhallan_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_valhallan_heading(inputs)
	if (locale === "fr") return fr_landing_valhallan_heading(inputs)
	if (locale === "es") return es_landing_valhallan_heading(inputs)
	if (locale === "pt-BR") return pt_br2_landing_valhallan_heading(inputs)
	if (locale === "ja") return ja_landing_valhallan_heading(inputs)
	if (locale === "ko") return ko_landing_valhallan_heading(inputs)
	return en_landing_valhallan_heading(inputs)
});