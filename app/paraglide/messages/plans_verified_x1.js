/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Verified_X1Inputs */

const en_plans_verified_x1 = /** @type {(inputs: Plans_Verified_X1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PC café program access`)
};

const de_plans_verified_x1 = /** @type {(inputs: Plans_Verified_X1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zugang zum PC-Café-Programm`)
};

const fr_plans_verified_x1 = /** @type {(inputs: Plans_Verified_X1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accès au programme PC café`)
};

const es_plans_verified_x1 = /** @type {(inputs: Plans_Verified_X1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acceso al programa para PC cafés`)
};

const pt_br2_plans_verified_x1 = /** @type {(inputs: Plans_Verified_X1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acesso ao programa para PC cafés`)
};

const ja_plans_verified_x1 = /** @type {(inputs: Plans_Verified_X1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PCカフェプログラムの利用`)
};

const ko_plans_verified_x1 = /** @type {(inputs: Plans_Verified_X1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PC방 프로그램 이용`)
};

/**
* | output |
* | --- |
* | "PC café program access" |
*
* @param {Plans_Verified_X1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const plans_verified_x1 = /** @type {((inputs?: Plans_Verified_X1Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Verified_X1Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_plans_verified_x1(inputs)
	if (locale === "fr") return fr_plans_verified_x1(inputs)
	if (locale === "es") return es_plans_verified_x1(inputs)
	if (locale === "pt-BR") return pt_br2_plans_verified_x1(inputs)
	if (locale === "ja") return ja_plans_verified_x1(inputs)
	if (locale === "ko") return ko_plans_verified_x1(inputs)
	return en_plans_verified_x1(inputs)
});