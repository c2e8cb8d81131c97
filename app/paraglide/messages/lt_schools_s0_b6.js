/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Schools_S0_B6Inputs */

const en_lt_schools_s0_b6 = /** @type {(inputs: Lt_Schools_S0_B6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Screenshots`)
};

const de_lt_schools_s0_b6 = /** @type {(inputs: Lt_Schools_S0_B6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Screenshots`)
};

const fr_lt_schools_s0_b6 = /** @type {(inputs: Lt_Schools_S0_B6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les captures d’écran`)
};

const es_lt_schools_s0_b6 = /** @type {(inputs: Lt_Schools_S0_B6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capturas de pantalla`)
};

const pt_br2_lt_schools_s0_b6 = /** @type {(inputs: Lt_Schools_S0_B6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capturas de tela`)
};

const ja_lt_schools_s0_b6 = /** @type {(inputs: Lt_Schools_S0_B6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`スクリーンショット`)
};

const ko_lt_schools_s0_b6 = /** @type {(inputs: Lt_Schools_S0_B6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`스크린샷`)
};

/**
* | output |
* | --- |
* | "Screenshots" |
*
* @param {Lt_Schools_S0_B6Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_schools_s0_b6 = /** @type {((inputs?: Lt_Schools_S0_B6Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Schools_S0_B6Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_schools_s0_b6(inputs)
	if (locale === "fr") return fr_lt_schools_s0_b6(inputs)
	if (locale === "es") return es_lt_schools_s0_b6(inputs)
	if (locale === "pt-BR") return pt_br2_lt_schools_s0_b6(inputs)
	if (locale === "ja") return ja_lt_schools_s0_b6(inputs)
	if (locale === "ko") return ko_lt_schools_s0_b6(inputs)
	return en_lt_schools_s0_b6(inputs)
});