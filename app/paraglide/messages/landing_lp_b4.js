/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Lp_B4Inputs */

const en_landing_lp_b4 = /** @type {(inputs: Landing_Lp_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Setup in about 30 minutes`)
};

const de_landing_lp_b4 = /** @type {(inputs: Landing_Lp_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einrichtung in etwa 30 Minuten`)
};

const fr_landing_lp_b4 = /** @type {(inputs: Landing_Lp_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Installation en 30 minutes environ`)
};

const es_landing_lp_b4 = /** @type {(inputs: Landing_Lp_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instalación en unos 30 minutos`)
};

const pt_br2_landing_lp_b4 = /** @type {(inputs: Landing_Lp_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Configuração em cerca de 30 minutos`)
};

const ja_landing_lp_b4 = /** @type {(inputs: Landing_Lp_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`約30分で導入`)
};

const ko_landing_lp_b4 = /** @type {(inputs: Landing_Lp_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`약 30분 만에 설치`)
};

/**
* | output |
* | --- |
* | "Setup in about 30 minutes" |
*
* @param {Landing_Lp_B4Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_lp_b4 = /** @type {((inputs?: Landing_Lp_B4Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Lp_B4Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_lp_b4(inputs)
	if (locale === "fr") return fr_landing_lp_b4(inputs)
	if (locale === "es") return es_landing_lp_b4(inputs)
	if (locale === "pt-BR") return pt_br2_landing_lp_b4(inputs)
	if (locale === "ja") return ja_landing_lp_b4(inputs)
	if (locale === "ko") return ko_landing_lp_b4(inputs)
	return en_landing_lp_b4(inputs)
});