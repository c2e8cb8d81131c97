/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Verified_F3Inputs */

const en_plans_verified_f3 = /** @type {(inputs: Plans_Verified_F3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community access`)
};

const de_plans_verified_f3 = /** @type {(inputs: Plans_Verified_F3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zugang zur Community`)
};

const fr_plans_verified_f3 = /** @type {(inputs: Plans_Verified_F3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accès à la communauté`)
};

const es_plans_verified_f3 = /** @type {(inputs: Plans_Verified_F3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acceso a la comunidad`)
};

const pt_br2_plans_verified_f3 = /** @type {(inputs: Plans_Verified_F3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acesso à comunidade`)
};

const ja_plans_verified_f3 = /** @type {(inputs: Plans_Verified_F3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`コミュニティへのアクセス`)
};

const ko_plans_verified_f3 = /** @type {(inputs: Plans_Verified_F3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`커뮤니티 이용`)
};

/**
* | output |
* | --- |
* | "Community access" |
*
* @param {Plans_Verified_F3Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const plans_verified_f3 = /** @type {((inputs?: Plans_Verified_F3Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Verified_F3Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_plans_verified_f3(inputs)
	if (locale === "fr") return fr_plans_verified_f3(inputs)
	if (locale === "es") return es_plans_verified_f3(inputs)
	if (locale === "pt-BR") return pt_br2_plans_verified_f3(inputs)
	if (locale === "ja") return ja_plans_verified_f3(inputs)
	if (locale === "ko") return ko_plans_verified_f3(inputs)
	return en_plans_verified_f3(inputs)
});