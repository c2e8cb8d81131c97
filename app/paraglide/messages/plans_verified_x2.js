/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Verified_X2Inputs */

const en_plans_verified_x2 = /** @type {(inputs: Plans_Verified_X2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chat community`)
};

const de_plans_verified_x2 = /** @type {(inputs: Plans_Verified_X2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chat-Community`)
};

const fr_plans_verified_x2 = /** @type {(inputs: Plans_Verified_X2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Communauté de discussion`)
};

const es_plans_verified_x2 = /** @type {(inputs: Plans_Verified_X2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comunidad de chat`)
};

const pt_br2_plans_verified_x2 = /** @type {(inputs: Plans_Verified_X2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comunidade de chat`)
};

const ja_plans_verified_x2 = /** @type {(inputs: Plans_Verified_X2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`チャットコミュニティ`)
};

const ko_plans_verified_x2 = /** @type {(inputs: Plans_Verified_X2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`채팅 커뮤니티`)
};

/**
* | output |
* | --- |
* | "Chat community" |
*
* @param {Plans_Verified_X2Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const plans_verified_x2 = /** @type {((inputs?: Plans_Verified_X2Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Verified_X2Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_plans_verified_x2(inputs)
	if (locale === "fr") return fr_plans_verified_x2(inputs)
	if (locale === "es") return es_plans_verified_x2(inputs)
	if (locale === "pt-BR") return pt_br2_plans_verified_x2(inputs)
	if (locale === "ja") return ja_plans_verified_x2(inputs)
	if (locale === "ko") return ko_plans_verified_x2(inputs)
	return en_plans_verified_x2(inputs)
});