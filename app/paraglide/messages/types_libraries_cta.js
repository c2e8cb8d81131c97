/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Libraries_CtaInputs */

const en_types_libraries_cta = /** @type {(inputs: Types_Libraries_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bring Games to Your Library`)
};

const de_types_libraries_cta = /** @type {(inputs: Types_Libraries_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bringen Sie Spiele in Ihre Bibliothek`)
};

const fr_types_libraries_cta = /** @type {(inputs: Types_Libraries_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faites entrer les jeux dans votre bibliothèque`)
};

const es_types_libraries_cta = /** @type {(inputs: Types_Libraries_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lleva los videojuegos a tu biblioteca`)
};

const pt_br2_types_libraries_cta = /** @type {(inputs: Types_Libraries_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leve games para a sua biblioteca`)
};

const ja_types_libraries_cta = /** @type {(inputs: Types_Libraries_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`図書館にゲームを`)
};

const ko_types_libraries_cta = /** @type {(inputs: Types_Libraries_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`도서관에 게임을 들여오세요`)
};

/**
* | output |
* | --- |
* | "Bring Games to Your Library" |
*
* @param {Types_Libraries_CtaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_libraries_cta = /** @type {((inputs?: Types_Libraries_CtaInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Libraries_CtaInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_libraries_cta(inputs)
	if (locale === "fr") return fr_types_libraries_cta(inputs)
	if (locale === "es") return es_types_libraries_cta(inputs)
	if (locale === "pt-BR") return pt_br2_types_libraries_cta(inputs)
	if (locale === "ja") return ja_types_libraries_cta(inputs)
	if (locale === "ko") return ko_types_libraries_cta(inputs)
	return en_types_libraries_cta(inputs)
});