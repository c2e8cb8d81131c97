/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Verified_F4Inputs */

const en_plans_verified_f4 = /** @type {(inputs: Plans_Verified_F4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail support`)
};

const de_plans_verified_f4 = /** @type {(inputs: Plans_Verified_F4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support per E-Mail`)
};

const fr_plans_verified_f4 = /** @type {(inputs: Plans_Verified_F4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support par e-mail`)
};

const es_plans_verified_f4 = /** @type {(inputs: Plans_Verified_F4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soporte por correo electrónico`)
};

const pt_br2_plans_verified_f4 = /** @type {(inputs: Plans_Verified_F4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suporte por e-mail`)
};

const ja_plans_verified_f4 = /** @type {(inputs: Plans_Verified_F4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メールサポート`)
};

const ko_plans_verified_f4 = /** @type {(inputs: Plans_Verified_F4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이메일 지원`)
};

/**
* | output |
* | --- |
* | "E-mail support" |
*
* @param {Plans_Verified_F4Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const plans_verified_f4 = /** @type {((inputs?: Plans_Verified_F4Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Verified_F4Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_plans_verified_f4(inputs)
	if (locale === "fr") return fr_plans_verified_f4(inputs)
	if (locale === "es") return es_plans_verified_f4(inputs)
	if (locale === "pt-BR") return pt_br2_plans_verified_f4(inputs)
	if (locale === "ja") return ja_plans_verified_f4(inputs)
	if (locale === "ko") return ko_plans_verified_f4(inputs)
	return en_plans_verified_f4(inputs)
});