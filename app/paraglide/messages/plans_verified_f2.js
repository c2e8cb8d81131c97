/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Verified_F2Inputs */

const en_plans_verified_f2 = /** @type {(inputs: Plans_Verified_F2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Featured on the gamer platform`)
};

const de_plans_verified_f2 = /** @type {(inputs: Plans_Verified_F2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Präsentiert auf der Gamer-Plattform`)
};

const fr_plans_verified_f2 = /** @type {(inputs: Plans_Verified_F2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mis en avant sur la plateforme des joueurs`)
};

const es_plans_verified_f2 = /** @type {(inputs: Plans_Verified_F2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destacado en la plataforma para jugadores`)
};

const pt_br2_plans_verified_f2 = /** @type {(inputs: Plans_Verified_F2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destaque na plataforma para gamers`)
};

const ja_plans_verified_f2 = /** @type {(inputs: Plans_Verified_F2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ゲーマー向けプラットフォームで紹介`)
};

const ko_plans_verified_f2 = /** @type {(inputs: Plans_Verified_F2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`게이머 플랫폼에 소개`)
};

/**
* | output |
* | --- |
* | "Featured on the gamer platform" |
*
* @param {Plans_Verified_F2Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const plans_verified_f2 = /** @type {((inputs?: Plans_Verified_F2Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Verified_F2Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_plans_verified_f2(inputs)
	if (locale === "fr") return fr_plans_verified_f2(inputs)
	if (locale === "es") return es_plans_verified_f2(inputs)
	if (locale === "pt-BR") return pt_br2_plans_verified_f2(inputs)
	if (locale === "ja") return ja_plans_verified_f2(inputs)
	if (locale === "ko") return ko_plans_verified_f2(inputs)
	return en_plans_verified_f2(inputs)
});